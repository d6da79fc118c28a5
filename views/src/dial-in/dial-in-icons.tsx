import type { SVGProps } from "react";

type IconProps = SVGProps<SVGSVGElement>;

/** Decorative icons of the dial-in (§2.5): the badge's text names the call state. */
function Svg(props: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden="true"
      {...props}
    />
  );
}

const HANDSET = "M8.2 4.5l1.6 3.7-2 1.5a11 11 0 0 0 6.5 6.5l1.5-2 3.7 1.6-.6 3.2a1.5 1.5 0 0 1-1.6 1.2C10.4 19.6 4.4 13.6 3.8 6.7a1.5 1.5 0 0 1 1.2-1.6z";

/** Pending: a handset in a square. */
export const PhoneSquareIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="2.5" y="2.5" width="19" height="19" rx="4" />
    <path d="M9.6 7.5l1 2.3-1.2.9a6.5 6.5 0 0 0 3.9 3.9l.9-1.2 2.3 1-.4 1.9a1 1 0 0 1-1 .8c-4 -.3-7.4-3.7-7.7-7.7a1 1 0 0 1 .8-1z" />
  </Svg>
);

/** In call. */
export const PhoneIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d={HANDSET} />
  </Svg>
);

/** Ended. */
export const PhoneSlashIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d={HANDSET} />
    <path d="M3 3l18 18" />
  </Svg>
);
