import { Button as AriaButton, ToggleButton, type ToggleButtonProps } from "react-aria-components";
import type { AnchorHTMLAttributes, ReactNode } from "react";
import { AppLink } from "../link/link-context";
import { cx } from "./cx";
import { CloseIcon } from "./icons";
import styles from "./pill.module.css";

export type PillProps = Omit<ToggleButtonProps, "className"> & { className?: string };

/** A toggle pill (aria-pressed); `isSelected` + `onChange`. */
export function Pill({ className, ...rest }: PillProps) {
  return <ToggleButton {...rest} className={cx(styles.pill, className)} />;
}

export type PillLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "className"> & {
  href: string;
  current?: boolean;
  className?: string;
  children?: ReactNode;
};

/** A navigation pill; `current` marks the active page (aria-current). */
export function PillLink({ current = false, className, ...rest }: PillLinkProps) {
  return <AppLink {...rest} aria-current={current ? "page" : undefined} className={cx(styles.pill, className)} />;
}

export const pillClassName = styles.pill;

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
