import type { SVGProps } from "react";
import { Icon } from "./icons";

type IconProps = SVGProps<SVGSVGElement>;

const HANDSET = "M8.2 4.5l1.6 3.7-2 1.5a11 11 0 0 0 6.5 6.5l1.5-2 3.7 1.6-.6 3.2a1.5 1.5 0 0 1-1.6 1.2C10.4 19.6 4.4 13.6 3.8 6.7a1.5 1.5 0 0 1 1.2-1.6z";

/** Pending: a handset in a square. */
export const PhoneSquareIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="2.5" y="2.5" width="19" height="19" rx="4" />
    <path d="M9.6 7.5l1 2.3-1.2.9a6.5 6.5 0 0 0 3.9 3.9l.9-1.2 2.3 1-.4 1.9a1 1 0 0 1-1 .8c-4 -.3-7.4-3.7-7.7-7.7a1 1 0 0 1 .8-1z" />
  </Icon>
);

/** In call. */
export const PhoneIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d={HANDSET} />
  </Icon>
);

/** Ended. */
export const PhoneSlashIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d={HANDSET} />
    <path d="M3 3l18 18" />
  </Icon>
);
