import { Button as AriaButton, ToggleButton, type ToggleButtonProps } from "react-aria-components";
import type { ReactNode } from "react";
import { cx } from "./cx";
import { CloseIcon } from "./icons-more";
import styles from "./pill.module.css";

export { PillLink, pillClassName } from "./pill-link";
export type { PillLinkProps } from "./pill-link";

export type PillProps = Omit<ToggleButtonProps, "className"> & { className?: string };

/** A toggle pill (aria-pressed); `isSelected` + `onChange`. */
export function Pill({ className, ...rest }: PillProps) {
  return <ToggleButton {...rest} className={cx(styles.pill, className)} />;
}

export type ChipProps = { children: ReactNode; removeLabel: string; onRemove: () => void };

/** An active-value chip with a named remove button. */
export function Chip({ children, removeLabel, onRemove }: ChipProps) {
  return (
    <span className={styles.chip}>
      {children}
      <AriaButton className={styles.chipRemove} aria-label={removeLabel} onPress={onRemove}>
        <CloseIcon />
      </AriaButton>
    </span>
  );
}
