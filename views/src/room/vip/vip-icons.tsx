import { Icon, type IconProps } from "../../ui/icon";

/** §4 VIP: a crown (24×24 line icon in the frame of ui/icons). */
export const CrownIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 7.5l4.5 4L12 4.5l4.5 7 4.5-4-2 11.5H5z" />
    <path d="M5.5 19h13" />
  </Icon>
);

