import { useLayoutEffect, useRef } from "react";
import { useLingui } from "@lingui/react/macro";
import type { LaneMessage, OutgoingChatMessage } from "@camstage/core";
import { cx } from "../ui/cx";
import { MessageText } from "./message-text";
import { useChatMessages } from "./chat-messages";
import styles from "./chat.module.css";

/** DESIGN §6 the lane keeps 500 messages; the DOM holds the newest of them, enough to scroll back a while. */
export const LANE_DOM_LIMIT = 150;

export type ChatLaneProps = {
  messages: readonly LaneMessage[];
  /** Written by the visitor, not yet echoed by the room: on their way, or failed with a retry. */
  outgoing: readonly OutgoingChatMessage[];
  /** The names the §3 placeholders stand for. */
  performer: string;
  member?: string;
  /** The visitor's own name in the room: their bubbles are marked. */
  ownName?: string;
  onRetry: (clientMessageId: string) => void;
};

/**
 * §2.6 the chat lane: the no-contact-information notice first, then the messages (host and system messages set
 * apart), then what the visitor wrote and the room has not echoed yet. A polite live log; it follows the newest
 * message while the visitor is at the bottom, and leaves them where they are when they scrolled back.
 */
export function ChatLane({ messages, outgoing, performer, member, ownName, onRetry }: ChatLaneProps) {
  const { t } = useLingui();
  const texts = useChatMessages();
  const list = useRef<HTMLOListElement>(null);
  const atBottom = useRef(true);
  const shown = messages.length > LANE_DOM_LIMIT ? messages.slice(messages.length - LANE_DOM_LIMIT) : messages;
  const names = { performer, ...(member === undefined ? {} : { member }) };

  useLayoutEffect(() => {
    const el = list.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  }, [shown, outgoing]);

  return (
    <section className={styles.lane} aria-label={t`Chat with ${performer}`}>
      <p className={styles.notice}>{texts.notice}</p>
      <ol
        ref={list}
        className={styles.messages}
        role="log"
        aria-live="polite"
        aria-label={t`Chat messages`}
        onScroll={(event) => {
          const el = event.currentTarget;
          atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
        }}
      >
        {shown.map((message) => (
          <li
            key={message.id}
            className={cx(
              styles.message,
              message.messageType === "host" && styles.host,
              message.messageType === "system" && styles.system,
              ownName !== undefined && message.sender === ownName && styles.own,
            )}
          >
            {message.messageType === "system" ? null : <span className={styles.sender}>{message.sender}</span>}
            <MessageText text={message.message} names={names} />
          </li>
        ))}
        {outgoing.map((message) => (
          <li key={message.clientMessageId} className={cx(styles.message, styles.own, styles.outgoing, message.status === "failed" && styles.failed)}>
            {ownName ? <span className={styles.sender}>{ownName}</span> : null}
            <MessageText text={message.text} names={names} />
            {message.status === "failed" ? (
              <>
                <span className={styles.state}>{texts.failedToSend}</span>
                <button type="button" className={styles.retry} onClick={() => onRetry(message.clientMessageId)}>
                  {t`Retry`}
                </button>
              </>
            ) : (
              <span className={styles.state}>{texts.sending}</span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
