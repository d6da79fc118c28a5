import { useId } from "react";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useLingui } from "@lingui/react/macro";
import { conversationOther, dateLabel, lastMessageSide, unreadBadge, type Conversation } from "@camstage/core";
import { IconButton } from "../ui/button";
import { cx } from "../ui/cx";
import { HeartIcon } from "../ui/icons";
import { Avatar } from "./avatar";
import type { InboxPanelProps } from "./inbox-panel";
import { ImageIcon, TrashIcon } from "./messenger-icons";
import { previewText } from "./preview-text";
import styles from "./inbox.module.css";

/** A row's height before it is measured (4.75rem at 16 px). */
const ROW_ESTIMATE_PX = 76;

type RowsProps = InboxPanelProps & { scrollElement: HTMLDivElement | null };

/**
 * The rows, virtualised: only those near the scroller's view are in the DOM (ARCHITECTURE §5 long lists). Where nothing
 * can be measured (no ResizeObserver, as in tests) every row renders in the flow.
 */
export function ConversationRows(props: RowsProps) {
  const { conversations, scrollElement } = props;
  const canMeasure = typeof ResizeObserver !== "undefined";
  const virtualizer = useVirtualizer({
    count: conversations.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => ROW_ESTIMATE_PX,
    getItemKey: (index) => conversations[index]?.id ?? index,
    overscan: 6,
  });
  if (!canMeasure) {
    return (
      <ul className={styles.list}>
        {conversations.map((conversation, index) => (
          <ConversationRow key={conversation.id} {...props} conversation={conversation} index={index} />
        ))}
      </ul>
    );
  }
  return (
    <ul className={cx(styles.list, styles.virtual)} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const conversation = conversations[item.index];
        if (!conversation) return null;
        return (
          <ConversationRow
            key={item.key}
            {...props}
            conversation={conversation}
            index={item.index}
            measure={virtualizer.measureElement}
            top={item.start}
          />
        );
      })}
    </ul>
  );
}

type RowProps = InboxPanelProps & {
  conversation: Conversation;
  index: number;
  measure?: (element: HTMLElement | null) => void;
  top?: number;
};

function ConversationRow({ conversation: c, index, measure, top, memberId, activeUsername, locale, now, isOnline, onOpen, onDelete, conversations }: RowProps) {
  const { t } = useLingui();
  const previewId = useId();
  const other = conversationOther(c, memberId);
  const username = other.username;
  const message = c.message ?? null;
  const body = message ? previewText(message.content ?? message.text ?? "") : "";
  const photo = message !== null && body === "" && Boolean(message.attachment);
  const own = lastMessageSide(c, memberId) === "self";
  const when = dateLabel(message?.createdAt ?? c.updatedAt, now, locale);
  const badge = unreadBadge(c.unread);
  const active = activeUsername !== null && activeUsername.toLowerCase() === username.toLowerCase();
  const online = isOnline?.(c) ?? false;
  const parts = [username];
  if (c.favorite) parts.push(t`favourite`);
  if (online) parts.push(t`online`);
  if (badge !== null) parts.push(t`${badge} unread`);
  return (
    <li
      ref={measure}
      data-index={index}
      className={cx(styles.row, active && styles.active, badge !== null && styles.unread)}
      style={top === undefined ? undefined : { transform: `translateY(${top}px)` }}
      aria-setsize={conversations.length}
      aria-posinset={index + 1}
    >
      <button type="button" className={styles.open} aria-current={active ? "true" : undefined} aria-label={parts.join(", ")} aria-describedby={previewId} onClick={() => onOpen(username)}>
        <Avatar src={other.avatar} name={username} badge={online ? <span className={styles.onlineDot} /> : null} />
        <span className={styles.main}>
          <span className={styles.line}>
            <span className={styles.name}>{username}</span>
            {c.favorite ? <HeartIcon className={styles.favourite} aria-hidden="true" /> : null}
            <time className={styles.time} dateTime={message?.createdAt ?? c.updatedAt}>
              {when}
            </time>
          </span>
          <span className={styles.line}>
            <span id={previewId} className={styles.preview}>
              {own ? <span className={styles.you}>{t`You:`} </span> : null}
              {photo ? (
                <span className={styles.photo}>
                  <ImageIcon aria-hidden="true" />
                  {t`Photo`}
                </span>
              ) : message === null ? (
                <span className={styles.noMessage}>{t`No messages yet`}</span>
              ) : (
                body
              )}
            </span>
            {badge !== null ? (
              <span className={styles.badge} aria-hidden="true">
                {badge}
              </span>
            ) : null}
          </span>
        </span>
      </button>
      <IconButton className={styles.delete} size="sm" aria-label={t`Delete the conversation with ${username}`} onPress={() => onDelete(c.id)}>
        <TrashIcon aria-hidden="true" />
      </IconButton>
    </li>
  );
}
