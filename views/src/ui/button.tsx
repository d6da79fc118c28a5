import { Button as AriaButton, type ButtonProps as AriaButtonProps } from "react-aria-components";
import type { AnchorHTMLAttributes, ReactNode, Ref } from "react";
import { AppLink } from "../link/link-context";
import { cx } from "./cx";
import styles from "./button.module.css";

export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost";
export type ButtonSize = "sm" | "md" | "lg";

type Look = { variant?: ButtonVariant; size?: ButtonSize; block?: boolean; className?: string };

export function buttonClassName({ variant = "secondary", size = "md", block = false, className }: Look = {}): string {
  return cx(styles.button, styles[variant], styles[size], block && styles.block, className);
}

export type ButtonProps = Omit<AriaButtonProps, "className"> & Look & { ref?: Ref<HTMLButtonElement> };

/** A pill button (React Aria: onPress, works as a Menu/Dialog trigger). */
export function Button({ variant, size, block, className, ...rest }: ButtonProps) {
  return <AriaButton {...rest} className={buttonClassName({ variant, size, block, className })} />;
}

export type ButtonLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "className"> &
  Look & {
    href: string;
    /** External links render a plain <a> instead of the app's router link. */
    external?: boolean;
    children?: ReactNode;
  };

/** A link that looks like a button. */
export function ButtonLink({ variant, size, block, className, external = false, href, ...rest }: ButtonLinkProps) {
  const classes = buttonClassName({ variant, size, block, className });
  return external ? <a href={href} className={classes} {...rest} /> : <AppLink href={href} className={classes} {...rest} />;
}

export type IconButtonProps = Omit<AriaButtonProps, "className" | "aria-label"> & {
  /** Required: an icon-only control still needs an accessible name (DESIGN §4). */
  "aria-label": string;
  size?: "sm" | "md";
  className?: string;
};

export function IconButton({ size = "md", className, ...rest }: IconButtonProps) {
  return <AriaButton {...rest} className={cx(styles.button, styles.icon, size === "sm" && styles.sm, className)} />;
}
