import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from "react";
import { AppLink } from "../link/link-context";
import { cx } from "./cx";
import styles from "./button.module.css";

// The buttons' look and the ones that need no React Aria: links, and plain <button>s for the first page.

export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost";
export type ButtonSize = "sm" | "md" | "lg";

export type ButtonLook = { variant?: ButtonVariant; size?: ButtonSize; block?: boolean; className?: string };

export function buttonClassName({ variant = "secondary", size = "md", block = false, className }: ButtonLook = {}): string {
  return cx(styles.button, styles[variant], styles[size], block && styles.block, className);
}

export type ButtonLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "className"> &
  ButtonLook & {
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

export type NativeButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className" | "onClick" | "type"> &
  ButtonLook & { onPress?: () => void; ref?: Ref<HTMLButtonElement> };

/**
 * The same pill as `Button` on a plain `<button>`, for the first page's header and bars: no React Aria in the first
 * load (ARCHITECTURE §6). Not for menu or dialog triggers, which need React Aria's Button.
 */
export function NativeButton({ variant, size, block, className, onPress, ...rest }: NativeButtonProps) {
  return <button type="button" {...rest} onClick={onPress} className={cx(buttonClassName({ variant, size, block, className }), styles.native)} />;
}

export type NativeIconButtonProps = Omit<NativeButtonProps, "aria-label" | "variant" | "size" | "block"> & {
  /** Required: an icon-only control still needs an accessible name (ARCHITECTURE §4). */
  "aria-label": string;
  size?: "sm" | "md";
};

/** `IconButton` on a plain `<button>` (see `NativeButton`). */
export function NativeIconButton({ size = "md", className, onPress, ...rest }: NativeIconButtonProps) {
  return <button type="button" {...rest} onClick={onPress} className={cx(styles.button, styles.icon, styles.native, size === "sm" && styles.sm, className)} />;
}
