import { memo, useLayoutEffect, useMemo, useRef } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { LaneMessage, LaneTip, OutgoingChatMessage } from "@camstage/core";
import { tipIcon } from "../tips/tip-icons";
import { useTipTexts } from "../tips/tip-messages";
import { cx } from "../../ui/cx";
import { MessageText } from "./message-text";
import { useChatMessages } from "./chat-messages";
import styles from "./chat.module.css";

/** ARCHITECTURE §6 the lane keeps 500 messages; the DOM holds the newest of them, enough to scroll back a while. */
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
 * Memoised, as is each message: `useChatSession` hands it the room's messages in batches (ARCHITECTURE §6), and a batch
 * renders the new messages only.
 */
export const ChatLane = memo(function ChatLane({ messages, outgoing, performer, member, ownName, onRetry }: ChatLaneProps) {
  const { t } = useLingui();
  const texts = useChatMessages();
  const list = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const shown = useMemo(() => (messages.length > LANE_DOM_LIMIT ? messages.slice(messages.length - LANE_DOM_LIMIT) : messages), [messages]);
  const names = { performer, ...(member === undefined ? {} : { member }) };

  // Follows the newest message in the frame's own rendering step, before it paints: reading the lane's height in the
  // commit forced a layout of the whole room inside React's task (issue 26: the room's longest task at 4x CPU).
  useLayoutEffect(() => {
    const el = list.current;
    if (!el || !atBottom.current) return;
    const frame = requestAnimationFrame(() => {
      if (atBottom.current) el.scrollTop = el.scrollHeight;
    });
    return () => cancelAnimationFrame(frame);
  }, [shown, outgoing]);

  return (
    <section className={styles.lane} aria-label={t`Chat with ${performer}`}>
      <p className={styles.notice}>{texts.notice}</p>
      <div className={styles.viewport}>
        <div
          ref={list}
          className={styles.messages}
          role="log"
          aria-live="polite"
          aria-label={t`Chat messages`}
          // A scroller a keyboard can reach (WCAG 2.1.1). It is also the first thing a focus walker meets in the room's
          // tab panel, so the walk React Aria repeats on every change below it stops here, not after every message.
          tabIndex={0}
          onScroll={(event) => {
            const el = event.currentTarget;
            atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
          }}
        >
          <ol className={styles.list}>
            {shown.map((message) => (
              <LaneItem key={message.id} message={message} own={ownName !== undefined && message.sender === ownName} performer={performer} member={member} />
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
        </div>
      </div>
    </section>
  );
});

/** One message of the lane: rendered once, when it arrives (a batch renders only what is new). */
const LaneItem = memo(function LaneItem({ message, own, performer, member }: { message: LaneMessage; own: boolean; performer: string; member: string | undefined }) {
  const names = { performer, ...(member === undefined ? {} : { member }) };
  if (message.tip !== undefined) return <TipLine message={message} tip={message.tip} own={own} names={names} />;
  return (
    <li
      className={cx(styles.message, message.messageType === "host" && styles.host, message.messageType === "system" && styles.system, own && styles.own)}
    >
      {message.messageType === "system" ? null : <span className={styles.sender}>{message.sender}</span>}
      <MessageText text={message.message} names={names} />
    </li>
  );
});

/**
 * §3 a tip in the lane, set apart: "bob tipped 150 credits" (for a menu item: "… for Dance"), its message, and a
 * private marker when only the performer saw it; a toy's reaction (§4 ft-tip) says how the toy vibrated. The
 * sender, item and message are the room's text: rendered as text, the message through the markup tokenizer.
 */
function TipLine({ message, tip, own, names }: { message: LaneMessage; tip: LaneTip; own: boolean; names: { performer: string; member?: string } }) {
  const { t, i18n } = useLingui();
  const texts = useTipTexts();
  // The room's text goes into the sentence as elements, not strings: Lingui's Trans reads tags in string values.
  const who = <span className={styles.tipSender}>{message.sender}</span>;
  const what = <>{tip.item}</>;
  const amount = i18n.number(tip.amount);
  const toy = tip.toy;
  const strength = toy ? texts.intensity[toy.intensity] : "";
  const time = texts.seconds(toy?.duration ?? 0);
  return (
    <li className={cx(styles.message, styles.tip, toy && styles.toyTip, own && styles.own)} data-kind={tip.kind}>
      <span className={styles.tipIcon} aria-hidden="true">
        {tipIcon(toy ? "toy" : tip.kind)}
      </span>
      <span className={styles.tipBody}>
        <span className={styles.tipText}>
          {toy ? (
            <Trans>
              {who} made the toy vibrate: {strength}, {time}
            </Trans>
          ) : tip.item ? (
            <Trans>
              {who} tipped {amount} credits for {what}
            </Trans>
          ) : (
            <Trans>
              {who} tipped {amount} credits
            </Trans>
          )}
        </span>
        {tip.isPublic ? null : (
          <>
            {" "}
            <span className={styles.private}>{t`private`}</span>
          </>
        )}
        {message.message.trim() !== "" ? (
          <span className={styles.tipMessage}>
            <MessageText text={message.message} names={names} />
          </span>
        ) : null}
      </span>
    </li>
  );
}
