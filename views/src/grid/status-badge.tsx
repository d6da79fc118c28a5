import { useLingui } from "@lingui/react/macro";
import type { PerformerStatus } from "@camstage/core";
import { cx } from "../ui";
import styles from "./status-badge.module.css";

/** The translated text of a §4 style status. */
export function useStatusLabel(): (status: PerformerStatus) => string {
  const { t } = useLingui();
  return (status) => {
    switch (status) {
      case "online":
        return t`Live`;
      case "free":
        return t`Free chat`;
      case "vip":
        return t`VIP`;
      case "pause":
        return t`Pause`;
      case "offline":
        return t`Offline`;
    }
  };
}

export type StatusBadgeProps = { status: PerformerStatus; id?: string; size?: "sm" | "md"; className?: string };

/** A coloured pill with the translated status (§4); colours come from the --status-* tokens. */
export function StatusBadge({ status, id, size = "sm", className }: StatusBadgeProps) {
  const label = useStatusLabel();
  return (
    <span id={id} className={cx(styles.badge, styles[status], size === "md" && styles.md, className)} data-status={status}>
      <span className={styles.dot} aria-hidden="true" />
      {label(status)}
    </span>
  );
}
