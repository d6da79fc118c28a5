import { useLingui } from "@lingui/react/macro";
import { cx } from "../../ui/cx";
import { visuallyHiddenClassName } from "../../ui/visually-hidden";
import { CrownIcon } from "./vip-icons";
import { elapsedSeconds, formatElapsed, useTickingNow } from "./vip-clock";
import styles from "./vip.module.css";

export type VipRoomBadgeProps = {
  /** §9 credits a minute. */
  price: number;
  /** When the show started (epoch ms). */
  startedAt: number;
  /** The clock (default `Date.now`); the badge ticks each second. */
  now?: () => number;
  className?: string;
};

/** §4 the badge over the player during a VIP show: "VIP · 50 cr/min · 03:12" (the time is a timer: not announced each second). */
export function VipRoomBadge({ price, startedAt, now = Date.now, className }: VipRoomBadgeProps) {
  const { t, i18n } = useLingui();
  const current = useTickingNow(true, now);
  const shown = i18n.number(price);
  return (
    <div className={cx(styles.roomBadge, className)}>
      <span className={styles.roomBadgeVip}>
        <CrownIcon aria-hidden="true" />
        {t`VIP`}
      </span>
      <span className={styles.roomBadgePart}>{t`${shown} cr/min`}</span>
      <span className={styles.roomBadgePart} role="timer">
        <span className={visuallyHiddenClassName}>{t`Time in VIP:`} </span>
        {formatElapsed(elapsedSeconds(startedAt, current))}
      </span>
    </div>
  );
}
