import type { SVGProps } from "react";

/** Icons the auth forms need that the shared set lacks (24×24, currentColor, decorative). */
type Props = SVGProps<SVGSVGElement>;

const base = {
  viewBox: "0 0 24 24",
  width: "1em",
  height: "1em",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  focusable: "false",
  "aria-hidden": true,
} as const;

export const EyeIcon = (p: Props) => (
  <svg {...base} {...p}>
    <path d="M3 12s3.5-6 9-6 9 6 9 6-3.5 6-9 6-9-6-9-6z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);

export const MailIcon = (p: Props) => (
  <svg {...base} {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 6.5L12 13l8.5-6.5" />
  </svg>
);
