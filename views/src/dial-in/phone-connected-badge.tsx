import { useLingui } from "@lingui/react/macro";
import type { DialInCallStatus } from "@camstage/core";
import { cx } from "../ui/cx";
import { PhoneIcon, PhoneSlashIcon, PhoneSquareIcon } from "../ui/phone-icons";
import styles from "./dial-in.module.css";

export type PhoneConnectedBadgeProps = {
  /** Core's `showBadge`: hidden while idle, and on mobile while pending (§4). */
  isVisible: boolean;
  call: DialInCallStatus;
  className?: string;
};

/** §2.5 the phone-connected badge: pending (phone-square), in call (phone), ended (phone-slash). */
export function PhoneConnectedBadge({ isVisible, call, className }: PhoneConnectedBadgeProps) {
  const { t } = useLingui();
  if (!isVisible) return null;
  const look =
    call === "pending"
      ? { tone: styles.badgePending, icon: <PhoneSquareIcon />, text: t`Waiting for your call` }
      : call === "inCall"
        ? { tone: styles.badgeInCall, icon: <PhoneIcon />, text: t`Phone connected` }
        : call === "ended" || call === "expired"
          ? { tone: styles.badgeEnded, icon: <PhoneSlashIcon />, text: t`Call ended` }
          : null;
  if (!look) return null;
  return (
    <span role="status" className={cx(styles.badge, look.tone, className)} data-call={call}>
      <span className={styles.badgeIcon}>{look.icon}</span>
      <span className={styles.badgeText}>{look.text}</span>
    </span>
  );
}
