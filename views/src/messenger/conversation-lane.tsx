import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { format } from "date-fns";
import { Trans, useLingui } from "@lingui/react/macro";
import { INFINITE_SCROLL_MARGIN_PX, toDate, type ConversationLaneItem, type MessageTick, type MessengerMessage } from "@camstage/core";
import { MessageText } from "../chat/message-text";
import { Button } from "../ui/button";
import { cx } from "../ui/cx";
import { Spinner } from "../ui/feedback";
import { AlertIcon, ShieldIcon } from "../ui/icons-more";
import { VisuallyHidden } from "../ui/visually-hidden";
import { ArrowDownIcon, ChatsIcon, DoubleTickIcon, RetryIcon, TickIcon } from "./messenger-icons";
import { ClockIcon } from "../ui/icons-more";
import { useMessengerTexts } from "./messenger-texts";
import styles from "./lane.module.css";

export type ConversationLaneProps = {
  /** core's `laneItems`: day dividers, the unread divider and the messages with their ticks, oldest first. */
  items: readonly ConversationLaneItem[];
  /** The performer's username (her bubbles, the photo texts, the §3 placeholder). */
  performer: string;
  /** The member's name for the §3 `{member}` placeholder. */
  member?: string;
  /** §4 older pages exist (core's `canLoadOlder`). */
  canLoadOlder: boolean;
  loadingOlder: boolean;
  status: "loading" | "ready" | "error";
  onLoadOlder: () => void;
  onRetry: () => void;
  /** §8 sends a failed message again; `clientId` is its id in the lane. */
  onRetrySend: (clientId: string) => void;
  /** §2.6 a photo's click opens it (the gallery); without it photos are not buttons. */
  onOpenImage?: (url: string) => void;
  className?: string;
};

/** A §2.6 date label that is a time of day: the label of today. */
const TIME_ONLY = /^\d{1,2}:\d{2}$/;

/** Within this many pixels of the end the lane counts as at the bottom and follows new messages. */
const BOTTOM_SLACK_PX = 32;

const keyOf = (item: ConversationLaneItem): string =>
  item.kind === "message" ? `m:${String(item.message.id)}` : item.kind === "day" ? `d:${item.groupDate}` : "unread";

/** HH:mm of a message (an unreadable time shows nothing). */
const timeOf = (value: string): string => {
  const date = toDate(value);
  return date === null ? "" : format(date, "HH:mm");
};

type ScrollMemory = { first: string | null; last: string | null; height: number; top: number; atBottom: boolean };

/**
 * §2.6 the conversation's lane: the no-contact-information notice at the start of the history, bubbles (the
 * member's right, the performer's left) grouped by day with the §2.6 date dividers, the unread divider, photos
 * (opened with a click), each message's time and, on the member's, its tick (§2.6: clock on its way, single check
 * sent, double check delivered, blue double check read; a failed one with its retry).
 * Scrolling up near the top loads the older page (§9 200 px), and the view stays where it was when it lands; the
 * lane follows new messages while at the bottom, and always after the member's own send (§4).
 * A plain list, not a virtual one: core keeps at most 500 messages (DESIGN §6), and a live log whose old bubbles
 * came and went with scrolling would be read out to screen readers as new.
 */
export const ConversationLane = memo(function ConversationLane(props: ConversationLaneProps) {
  const { items, performer, member, canLoadOlder, loadingOlder, status, onLoadOlder, onRetry, onRetrySend, onOpenImage, className } = props;
  const { t } = useLingui();
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const memory = useRef<ScrollMemory>({ first: null, last: null, height: 0, top: 0, atBottom: true });
  const [atBottom, setAtBottom] = useState(true);
  const [unseen, setUnseen] = useState(false);
  const names = useMemo(() => ({ performer, ...(member === undefined ? {} : { member }) }), [performer, member]);

  const messageKeys = useMemo(() => items.filter((item) => item.kind === "message").map(keyOf), [items]);
  const first = messageKeys[0] ?? null;
  const last = messageKeys[messageKeys.length - 1] ?? null;
  const lastItem = items.findLast((item) => item.kind === "message");
  const lastIsOwn = lastItem?.kind === "message" && lastItem.message.owner === "self";

  const remember = useCallback((el: HTMLElement) => {
    const bottom = el.scrollHeight - el.scrollTop - el.clientHeight <= BOTTOM_SLACK_PX;
    memory.current = { ...memory.current, height: el.scrollHeight, top: el.scrollTop, atBottom: bottom };
    setAtBottom(bottom);
    if (bottom) setUnseen(false);
  }, []);

  // Where the view goes when the lane changes: to the bottom at first, after the member's send and while following;
  // where it was when an older page lands above (the new height above is added to the scroll offset).
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const prev = memory.current;
    const prepended = prev.first !== null && first !== prev.first && messageKeys.indexOf(prev.first) > 0;
    const appended = last !== prev.last && prev.last !== null;
    // Another conversation in the same lane (nothing of the last one is left): it opens at its newest message.
    const replaced = prev.last !== null && !messageKeys.includes(prev.last) && (prev.first === null || !messageKeys.includes(prev.first));
    if (prev.last === null || replaced || (appended && (prev.atBottom || lastIsOwn))) {
      el.scrollTop = el.scrollHeight;
    } else if (prepended) {
      el.scrollTop = prev.top + (el.scrollHeight - prev.height);
    } else if (prev.atBottom) {
      el.scrollTop = el.scrollHeight;
    }
    if (appended && !replaced && !prev.atBottom && !lastIsOwn) setUnseen(true);
    memory.current = { ...memory.current, first, last };
    remember(el);
  }, [items, first, last, messageKeys, lastIsOwn, status, loadingOlder, canLoadOlder, remember]);

  // Photos and fonts change the height after the layout: a lane at the bottom stays there.
  useEffect(() => {
    const el = scroller.current;
    const inner = content.current;
    if (!el || !inner || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      if (memory.current.atBottom) el.scrollTop = el.scrollHeight;
      memory.current = { ...memory.current, height: el.scrollHeight, top: el.scrollTop };
    });
    observer.observe(inner);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // §2.6/§9 older history on scroll up: once per oldest message, within 200 px of the top.
  const asked = useRef<string | null>(null);
  const maybeLoadOlder = useCallback(() => {
    const el = scroller.current;
    if (!el || status !== "ready" || !canLoadOlder || loadingOlder || first === null || asked.current === first) return;
    if (el.scrollTop > INFINITE_SCROLL_MARGIN_PX) return;
    asked.current = first;
    onLoadOlder();
  }, [status, canLoadOlder, loadingOlder, first, onLoadOlder]);
  useEffect(() => maybeLoadOlder(), [maybeLoadOlder]);

  const jumpToEnd = () => {
    const el = scroller.current;
    if (!el) return;
    const reduce = typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    el.scrollTo({ top: el.scrollHeight, behavior: reduce ? "auto" : "smooth" });
  };

  const hasMessages = messageKeys.length > 0;
  return (
    <div className={cx(styles.lane, className)}>
      <div
        ref={scroller}
        className={styles.scroller}
        role="log"
        aria-live="polite"
        aria-label={t`Messages with ${performer}`}
        aria-busy={status === "loading" || loadingOlder || undefined}
        // A scroller a keyboard can reach (WCAG 2.1.1).
        tabIndex={0}
        onScroll={(event) => {
          remember(event.currentTarget);
          maybeLoadOlder();
        }}
      >
        <div ref={content} className={styles.content}>
          {status === "loading" ? (
            <LaneSkeleton />
          ) : status === "error" ? (
            <div className={styles.state} role="alert">
              <span className={cx(styles.stateArt, styles.stateArtError)} aria-hidden="true">
                <AlertIcon />
              </span>
              <p className={styles.stateTitle}>{t`The messages could not be loaded.`}</p>
              <Button variant="primary" size="sm" className={styles.stateAction} onPress={onRetry}>
                {t`Try again`}
              </Button>
            </div>
          ) : !hasMessages && !canLoadOlder ? (
            <LaneEmpty performer={performer} />
          ) : (
            <>
              {loadingOlder ? (
                <p className={styles.older} role="status">
                  <Spinner /> {t`Loading older messages…`}
                </p>
              ) : canLoadOlder ? (
                <div className={styles.older}>
                  <Button variant="ghost" size="sm" onPress={onLoadOlder}>
                    {t`Show older messages`}
                  </Button>
                </div>
              ) : (
                <Notice />
              )}
              <ol className={styles.list}>
                {items.map((item) => (
                  <LaneRow key={keyOf(item)} item={item} performer={performer} names={names} onRetrySend={onRetrySend} onOpenImage={onOpenImage} />
                ))}
              </ol>
            </>
          )}
        </div>
      </div>
      {status === "ready" && hasMessages && !atBottom ? (
        <button type="button" className={cx(styles.jump, unseen && styles.jumpNew)} onClick={jumpToEnd} aria-label={unseen ? t`New messages: jump to the newest` : t`Jump to the newest message`}>
          <ArrowDownIcon aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
});

/** §2.6 the notice at the start of every conversation. */
function Notice() {
  const { t } = useLingui();
  return (
    <p className={styles.notice}>
      <ShieldIcon aria-hidden="true" />
      {t`For your safety: do not share contact details such as phone numbers, e-mail addresses or social media.`}
    </p>
  );
}

function LaneEmpty({ performer }: { performer: string }) {
  const who = <span className={styles.emptyName}>{performer}</span>;
  return (
    <div className={styles.empty}>
      <span className={styles.stateArt} aria-hidden="true">
        <ChatsIcon />
      </span>
      <p className={styles.stateTitle}>
        <Trans>Say hello to {who}</Trans>
      </p>
      <p className={styles.stateText}>
        <Trans>Your first message starts the conversation.</Trans>
      </p>
      <Notice />
    </div>
  );
}

function LaneSkeleton() {
  const { t } = useLingui();
  const shapes: ReadonlyArray<readonly [boolean, string]> = [
    [false, "62%"],
    [false, "40%"],
    [true, "55%"],
    [false, "70%"],
    [true, "35%"],
    [true, "48%"],
  ];
  return (
    <>
      <VisuallyHidden>
        <span role="status">{t`Loading messages…`}</span>
      </VisuallyHidden>
      <ol className={styles.list} aria-hidden="true">
        {shapes.map(([own, width], i) => (
          <li key={i} className={cx(styles.item, own ? styles.own : styles.other)}>
            <span className={cx(styles.bubble, styles.skeleton)} style={{ width }} />
          </li>
        ))}
      </ol>
    </>
  );
}

type LaneRowProps = {
  item: ConversationLaneItem;
  performer: string;
  names: { performer: string; member?: string };
  onRetrySend: (clientId: string) => void;
  onOpenImage?: (url: string) => void;
};

const LaneRow = memo(function LaneRow({ item, performer, names, onRetrySend, onOpenImage }: LaneRowProps) {
  const { t } = useLingui();
  if (item.kind === "day") {
    // §2.6 labels today's date with its time (HH:mm): as a day's divider it reads "Today".
    const label = TIME_ONLY.test(item.label) ? t`Today` : item.label;
    return (
      <li className={styles.divider}>
        <span className={styles.dividerLabel}>{label}</span>
      </li>
    );
  }
  if (item.kind === "unread") {
    return (
      <li className={cx(styles.divider, styles.unreadDivider)}>
        <span className={styles.dividerLabel}>{t`Unread messages`}</span>
      </li>
    );
  }
  return <Bubble message={item.message} tick={item.tick} performer={performer} names={names} onRetrySend={onRetrySend} onOpenImage={onOpenImage} />;
});

function Bubble({
  message,
  tick,
  performer,
  names,
  onRetrySend,
  onOpenImage,
}: { message: MessengerMessage; tick: MessageTick } & Omit<LaneRowProps, "item">) {
  const { t } = useLingui();
  const own = message.owner === "self";
  const body = message.content ?? message.text ?? "";
  const photo = message.attachment ?? null;
  const alt = own ? t`Your photo` : t`Photo from ${performer}`;
  const image = photo ? <img className={styles.image} src={photo} alt={alt} loading="lazy" decoding="async" /> : null;
  return (
    <li className={cx(styles.item, own ? styles.own : styles.other, tick === "pending" && styles.itemPending, tick === "failed" && styles.itemFailed)}>
      <div className={cx(styles.bubble, photo && styles.withPhoto, photo && body.trim() === "" && styles.photoOnly)}>
        <VisuallyHidden>{own ? t`You wrote:` : t`${performer} wrote:`} </VisuallyHidden>
        {image && onOpenImage ? (
          <button type="button" className={styles.imageButton} onClick={() => onOpenImage(photo!)}>
            {image}
          </button>
        ) : (
          image
        )}
        {body.trim() !== "" ? (
          <p className={styles.text}>
            <MessageText text={body} names={names} />
          </p>
        ) : null}
        <span className={styles.meta}>
          <time dateTime={message.createdAt}>{timeOf(message.createdAt)}</time>
          {own ? <Tick tick={tick} /> : null}
        </span>
      </div>
      {tick === "failed" ? (
        <button type="button" className={styles.retry} onClick={() => onRetrySend(String(message.id))}>
          <RetryIcon aria-hidden="true" />
          {t`Not sent — retry`}
        </button>
      ) : null}
    </li>
  );
}

/** §2.6 the member's tick, named for screen readers. */
function Tick({ tick }: { tick: MessageTick }) {
  const texts = useMessengerTexts();
  if (tick === "none") return null;
  const icon =
    tick === "pending" ? <ClockIcon /> : tick === "failed" ? <AlertIcon /> : tick === "sent" ? <TickIcon /> : <DoubleTickIcon />;
  return (
    <span className={cx(styles.tick, styles[tick])} role="img" aria-label={texts.tick[tick]} data-tick={tick}>
      {icon}
    </span>
  );
}
