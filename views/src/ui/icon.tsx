import type { ReactNode, SVGProps } from "react";

/** Inline SVG icons (24×24, currentColor). Decorative by default; name the control, not the icon. */
export type IconProps = SVGProps<SVGSVGElement> & { title?: string };

/** The frame every line icon of the views shares. */
export function Icon({ title, children, ...rest }: IconProps & { children: ReactNode }) {
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
      aria-hidden={title ? undefined : true}
      role={title ? "img" : undefined}
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  );
}
