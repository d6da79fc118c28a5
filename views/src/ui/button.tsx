import { Button as AriaButton, type ButtonProps as AriaButtonProps } from "react-aria-components";
import type { Ref } from "react";
import { cx } from "./cx";
import { buttonClassName, type ButtonLook } from "./native-button";
import styles from "./button.module.css";

export { ButtonLink, NativeButton, NativeIconButton, buttonClassName } from "./native-button";
export type { ButtonLinkProps, ButtonSize, ButtonVariant, NativeButtonProps, NativeIconButtonProps } from "./native-button";

export type ButtonProps = Omit<AriaButtonProps, "className"> & ButtonLook & { ref?: Ref<HTMLButtonElement> };

/** A pill button (React Aria: onPress, works as a Menu/Dialog trigger). */
export function Button({ variant, size, block, className, ...rest }: ButtonProps) {
  return <AriaButton {...rest} className={buttonClassName({ variant, size, block, className })} />;
}

export type IconButtonProps = Omit<AriaButtonProps, "className" | "aria-label"> & {
  /** Required: an icon-only control still needs an accessible name (ARCHITECTURE §4). */
  "aria-label": string;
  size?: "sm" | "md";
  className?: string;
};

export function IconButton({ size = "md", className, ...rest }: IconButtonProps) {
  return <AriaButton {...rest} className={cx(styles.button, styles.icon, size === "sm" && styles.sm, className)} />;
}
