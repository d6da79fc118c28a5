import type { CSSProperties } from "react";
import { cx } from "./cx";
import styles from "./feedback.module.css";

export { VisuallyHidden, visuallyHiddenClassName } from "./visually-hidden";

/** A busy indicator; give it a label when it stands alone (role progressbar). */
export function Spinner({ label, size }: { label?: string; size?: string }) {
  const style = size ? ({ "--spinner-size": size } as CSSProperties) : undefined;
  if (!label) return <span className={styles.spinner} style={style} aria-hidden="true" />;
  return (
    <span role="progressbar" aria-label={label} style={style}>
      <span className={styles.spinner} aria-hidden="true" />
    </span>
  );
}

export type ProgressBarProps = { label: string; value?: number; showLabel?: boolean; className?: string };

/** A thin bar (role progressbar, 0–100); omit `value` for an indeterminate bar. Plain markup: it shows on first paint. */
export function ProgressBar({ label, value, showLabel = false, className }: ProgressBarProps) {
  const indeterminate = value === undefined;
  const percentage = indeterminate ? undefined : Math.min(100, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percentage}
      className={cx(styles.progress, indeterminate && styles.indeterminate, className)}
    >
      {showLabel ? <span>{label}</span> : null}
      <span className={styles.track}>
        <span className={styles.fill} style={indeterminate ? undefined : { width: `${percentage}%` }} />
      </span>
    </div>
  );
}

export type StatusTone = "online" | "free" | "vip" | "pause" | "offline";

/** A coloured status dot (§4 style status); pass a label when the dot is the only carrier of the status. */
export function StatusDot({ tone, label }: { tone: StatusTone; label?: string }) {
  return label ? (
    <span className={cx(styles.dot, styles[tone])} role="img" aria-label={label} />
  ) : (
    <span className={cx(styles.dot, styles[tone])} aria-hidden="true" />
  );
}
