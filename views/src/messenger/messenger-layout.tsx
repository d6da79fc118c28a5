import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { AppLink } from "../link/link-context";
import { IconButton } from "../ui/button";
import { cx } from "../ui/cx";
import { ChevronLeftIcon } from "../ui/icons";
import { Avatar } from "./avatar";
import { ChatsIcon, TrashIcon } from "./messenger-icons";
import styles from "./layout.module.css";

export type MessengerLayoutProps = {
  /** The conversation list (`InboxPanel`). */
  list: ReactNode;
  /** The open conversation (`ConversationHeader`, `ConversationLane`, `MessageEditor`), or null. */
  conversation: ReactNode | null;
  /** §9 under 1024 px: one pane at a time. */
  isMobile: boolean;
  /** What the desktop's conversation pane shows while none is open. */
  emptyHint?: ReactNode;
  className?: string;
};

/**
 * §2.2 the messenger page: the list and the conversation side by side on desktop (a ~22rem list column), one at a
 * time on mobile (the conversation when one is open, else the list; the app hides the header meanwhile). It fills
 * the height `--messenger-height` gives it (by default the window under the header).
 */
export function MessengerLayout({ list, conversation, isMobile, emptyHint, className }: MessengerLayoutProps) {
  if (isMobile) {
    return (
      <div className={cx(styles.layout, styles.mobile, conversation !== null && styles.open, className)}>
        <div className={styles.pane}>{conversation ?? list}</div>
      </div>
    );
  }
  return (
    <div className={cx(styles.layout, styles.desktop, className)}>
      <div className={styles.listPane}>{list}</div>
      <div className={styles.conversationPane}>{conversation ?? emptyHint ?? <NoConversation />}</div>
    </div>
  );
}

function NoConversation() {
  const { t } = useLingui();
  return (
    <div className={styles.hint}>
      <span className={styles.hintArt} aria-hidden="true">
        <ChatsIcon />
      </span>
      <p className={styles.hintTitle}>{t`Your messages`}</p>
      <p className={styles.hintText}>{t`Choose a conversation on the left, or start one from a model's profile.`}</p>
    </div>
  );
}

export type ConversationHeaderProps = {
  username: string;
  snapshot: string | null;
  /** Her profile (§2.1 /profile/{username}). */
  profileHref: string;
  /** Her status when known: a dot and a word. */
  online?: boolean;
  /** Mobile: back to the list. */
  onBack?: () => void;
  /** Asks to delete the conversation (the flow confirms with the DeleteChatModal). */
  onDelete?: () => void;
  /** More actions (a favourite heart). */
  actions?: ReactNode;
  className?: string;
};

/** The open conversation's header: back (mobile), her avatar and username linking to her profile, her status, delete. */
export function ConversationHeader({ username, snapshot, profileHref, online, onBack, onDelete, actions, className }: ConversationHeaderProps) {
  const { t } = useLingui();
  return (
    <header className={cx(styles.header, className)}>
      {onBack ? (
        <IconButton className={styles.back} aria-label={t`Back to the conversations`} onPress={onBack}>
          <ChevronLeftIcon aria-hidden="true" />
        </IconButton>
      ) : null}
      <Avatar src={snapshot} name={username} badge={online ? <span className={styles.onlineDot} /> : null} />
      <div className={styles.who}>
        <h2 className={styles.name}>
          <AppLink href={profileHref} className={styles.nameLink}>
            {username}
          </AppLink>
        </h2>
        {online === undefined ? null : <span className={cx(styles.status, online && styles.statusOnline)}>{online ? t`Online now` : t`Offline`}</span>}
      </div>
      <div className={styles.actions}>
        {actions}
        {onDelete ? (
          <IconButton className={styles.delete} size="sm" aria-label={t`Delete the conversation with ${username}`} onPress={onDelete}>
            <TrashIcon aria-hidden="true" />
          </IconButton>
        ) : null}
      </div>
    </header>
  );
}
