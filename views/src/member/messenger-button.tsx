import { useLingui } from "@lingui/react/macro";
import { UNREAD_BADGE_MAX } from "@camstage/core";
import { IconButton, MessageIcon, cx } from "../ui";
import styles from "./member.module.css";

export type MessengerButtonProps = {
  unreadCount: number;
  onPress: () => void;
  className?: string;
};

/** §2.3 the messenger button with its unread counter (99+ above 99, §2.6). */
export function MessengerButton({ unreadCount, onPress, className }: MessengerButtonProps) {
  const { t } = useLingui();
  const count = unreadCount > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(unreadCount);
  const label = unreadCount > 0 ? t`Messages, ${count} unread` : t`Messages`;
  return (
    <IconButton aria-label={label} onPress={onPress} className={cx(styles.messenger, className)}>
      <MessageIcon />
      {unreadCount > 0 ? (
        <span className={styles.unread} aria-hidden="true" data-testid="unread-badge">
          {count}
        </span>
      ) : null}
    </IconButton>
  );
}
