export { Button, ButtonLink, IconButton, buttonClassName } from "./button";
export type { ButtonProps, ButtonLinkProps, IconButtonProps, ButtonVariant, ButtonSize } from "./button";
export { Pill, PillLink, Chip, pillClassName } from "./pill";
export type { PillProps, PillLinkProps, ChipProps } from "./pill";
export { Spinner, ProgressBar, VisuallyHidden, StatusDot, visuallyHiddenClassName } from "./feedback";
export type { ProgressBarProps, StatusTone } from "./feedback";
export { cx } from "./cx";
export * from "./icons";
