import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useVirtualizer } from "@tanstack/react-virtual";
import { format } from "date-fns";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  INFINITE_SCROLL_MARGIN_PX, markupText, toDate, tokenizeMarkup, type ConversationLaneItem, type MessageTick, type MessengerMessage,
} from "@camstage/core";
import { MessageText } from "../room/chat/message-text";
import { Button } from "../ui/button";
import { cx } from "../ui/cx";
import { Spinner } from "../ui/feedback";
import { AlertIcon, ShieldIcon } from "../ui/icons-more";
import { VisuallyHidden, visuallyHiddenClassName } from "../ui/visually-hidden";
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
/** Rows rendered beyond the view on each side. */
const OVERSCAN = 8;
/** The live region keeps the last few announcements (older ones leave; removals are not read). */
const ANNOUNCEMENTS_KEPT = 3;

const keyOf = (item: ConversationLaneItem): string =>
  item.kind === "message" ? `m:${String(item.message.id)}` : item.kind === "day" ? `d:${item.groupDate}` : "unread";

/** HH:mm of a message (an unreadable time shows nothing). */
const timeOf = (value: string): string => {
  const date = toDate(value);
  return date === null ? "" : format(date, "HH:mm");
};

/** A row's height before it is measured: a divider, a photo's steady 3:4 frame, a text by its length. */
export function estimateRowSize(item: ConversationLaneItem | undefined): number {
  if (item === undefined || item.kind !== "message") return 44;
  const body = (item.message.content ?? item.message.text ?? "").trim();
  const lines = body === "" ? 0 : 1 + Math.floor(body.length / 40);
  return (item.message.attachment ? 292 : 18) + lines * 21;
}

/**
 * The room under a row, as its own padding: rows are placed absolutely, so margins would neither collapse nor count
 * in a row's measured height (the next row would cover a bubble's bottom edge). A change of side, a divider and the
 * row after one leave more room. It is the room under a row, not above it: a page landing above changes no row
 * already read (the row kept in its place keeps its shape too).
 */
export type RowGap = "last" | "same" | "turn" | "beforeDivider" | "betweenDividers" | "afterDivider";
export function rowGap(item: ConversationLaneItem, next: ConversationLaneItem | undefined): RowGap {
  if (next === undefined) return "last";
  if (next.kind !== "message") return item.kind === "message" ? "beforeDivider" : "betweenDividers";
  if (item.kind !== "message") return "afterDivider";
  return (item.message.owner === "self") === (next.message.owner === "self") ? "same" : "turn";
}
const GAP_CLASS: Record<RowGap, string | undefined> = {
  last: undefined,
  same: styles.gapSame,
  turn: styles.gapTurn,
  beforeDivider: styles.gapBeforeDivider,
  betweenDividers: styles.gapBetweenDividers,
  afterDivider: styles.gapAfterDivider,
};

/**
 * The performer's messages that arrived at the end of the lane: those after the last message already `known` (by
 * key). Pages landing above and the member's own messages are not among them.
 */
export function appendedFromPerformer(items: readonly ConversationLaneItem[], known: ReadonlySet<string>): MessengerMessage[] {
  const fresh: MessengerMessage[] = [];
  for (let i = items.length - 1; i >= 0; i--) {
    const item = items[i]!;
    if (item.kind !== "message") continue;
    if (known.has(keyOf(item))) break;
    fresh.push(item.message);
  }
  return fresh.reverse().filter((message) => message.owner !== "self");
}

/** A row in the scroller: its key, its top and bottom edge (px from the top of the scrolled content), whether it is a message. */
export type AnchorRow = { key: string; top: number; bottom: number; message: boolean };
/** The row that keeps its place when a page lands above: its key and its top edge's distance from the view's top. */
export type LaneAnchor = { key: string; offset: number };

/**
 * The row the reader is looking at: the first message row that reaches into the view (a divider only when no
 * message does: a day's divider moves up when an older page of the same day lands, its messages stay).
 */
export function findAnchor(rows: readonly AnchorRow[], viewTop: number): LaneAnchor | null {
  const inView = rows.filter((row) => row.bottom > viewTop);
  const row = inView.find((r) => r.message) ?? inView[0];
  return row === undefined ? null : { key: row.key, offset: row.top - viewTop };
}

/** How far the view scrolls for the anchor row, now at `top` (undefined: gone), to be where it was. */
export function anchorShift(anchor: LaneAnchor, top: number | undefined, viewTop: number): number {
  return top === undefined ? 0 : top - anchor.offset - viewTop;
}

type ScrollMemory = {
  first: string | null;
  last: string | null;
  height: number;
  top: number;
  atBottom: boolean;
  /** The rows were on screen (a lane that was loading opens at its newest message). */
  shown: boolean;
  /** The message keys the live region already knows, or null before the lane was ready (nothing is announced then). */
  known: ReadonlySet<string> | null;
  performer: string;
  loadingOlder: boolean;
  /** The row in view, kept in its place when a page lands above (virtual). */
  anchor: LaneAnchor | null;
};

type Announcement = { key: string; message: MessengerMessage };

/**
 * §2.6 the conversation's lane: the no-contact-information notice at the start of the history, bubbles (the
 * member's right, the performer's left) grouped by day with the §2.6 date dividers, the unread divider, photos
 * (opened with a click), each message's time and, on the member's, its tick (§2.6: clock on its way, single check
 * sent, double check delivered, blue double check read; a failed one with its retry).
 * Scrolling up near the top loads the older page (§9 200 px), and the view stays where it was when it lands; the
 * lane follows new messages while at the bottom, and always after the member's own send (§4).
 * The rows are virtualised (TanStack Virtual, measured as they render: photos and fonts change their height); rows
 * that mount because of scrolling would be read out as new in a live log, so the log itself is not live
 * (`aria-live="off"`) and a separate, visually hidden live region announces only the performer's messages that
 * arrive at the end. Where nothing can be measured (no ResizeObserver, as in tests) every row renders in the flow.
 */
export const ConversationLane = memo(function ConversationLane(props: ConversationLaneProps) {
  const { items, performer, member, canLoadOlder, loadingOlder, status, onLoadOlder, onRetry, onRetrySend, onOpenImage, className } = props;
  const { t } = useLingui();
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const memory = useRef<ScrollMemory>({ first: null, last: null, height: 0, top: 0, atBottom: true, shown: false, known: null, performer, loadingOlder: false, anchor: null });
  const [atBottom, setAtBottom] = useState(true);
  const [unseen, setUnseen] = useState(false);
  const [announcements, setAnnouncements] = useState<readonly Announcement[]>([]);
  const [liveRoot, setLiveRoot] = useState<HTMLElement | null>(null);
  const names = useMemo(() => ({ performer, ...(member === undefined ? {} : { member }) }), [performer, member]);

  const messageKeys = useMemo(() => items.filter((item) => item.kind === "message").map(keyOf), [items]);
  const first = messageKeys[0] ?? null;
  const last = messageKeys[messageKeys.length - 1] ?? null;
  const lastItem = items.findLast((item) => item.kind === "message");
  const lastIsOwn = lastItem?.kind === "message" && lastItem.message.owner === "self";
  const hasMessages = messageKeys.length > 0;
  const shown = status === "ready" && (hasMessages || canLoadOlder);

  // The rows' offset in the scroller (the notice or the older-page button above them), for the virtualiser.
  const [scrollMargin, setScrollMargin] = useState(0);
  const margin = useRef(0);
  const virtual = shown && typeof ResizeObserver !== "undefined";
  const virtualizer = useVirtualizer({
    count: items.length,
    enabled: virtual,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => estimateRowSize(items[index]),
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? index : keyOf(item);
    },
    overscan: OVERSCAN,
    scrollMargin,
    // A chat: when rows come or go at either end the first row in view keeps its place (an older page landing
    // above), and at the end the view follows new rows and rows that grow (a photo loading).
    anchorTo: "end",
    followOnAppend: true,
    scrollEndThreshold: BOTTOM_SLACK_PX,
  });

  // The rows near the view, in the scroller's coordinates, from the virtualiser's measurements.
  const rowsFrom = useCallback(
    (el: HTMLElement): AnchorRow[] => {
      const ol = list.current;
      if (!virtual || ol === null) return [];
      const base = ol.offsetTop - virtualizer.options.scrollMargin;
      const start = virtualizer.getVirtualItemForOffset(Math.max(0, el.scrollTop - base))?.index ?? 0;
      const rows: AnchorRow[] = [];
      for (let i = Math.max(0, start - 1); i < virtualizer.measurementsCache.length && rows.length < OVERSCAN * 4; i++) {
        const m = virtualizer.measurementsCache[i]!;
        rows.push({ key: String(m.key), top: base + m.start, bottom: base + m.end, message: items[i]?.kind === "message" });
      }
      return rows;
    },
    [virtual, virtualizer, items],
  );

  const remember = useCallback(
    (el: HTMLElement) => {
      const bottom = el.scrollHeight - el.scrollTop - el.clientHeight <= BOTTOM_SLACK_PX;
      memory.current = { ...memory.current, height: el.scrollHeight, top: el.scrollTop, atBottom: bottom, anchor: findAnchor(rowsFrom(el), el.scrollTop) };
      setAtBottom(bottom);
      if (bottom) setUnseen(false);
    },
    [rowsFrom],
  );

  const toEnd = useCallback(
    (el: HTMLElement, onlyIfAway = false) => {
      if (onlyIfAway && el.scrollHeight - el.scrollTop - el.clientHeight <= 1) return;
      if (virtual && virtualizer.scrollElement !== null) virtualizer.scrollToEnd();
      else el.scrollTop = el.scrollHeight;
    },
    [virtual, virtualizer],
  );

  // When the content above the rows changes height (the notice replacing the older-page button), the rows move:
  // the view moves with them, unless it is at the bottom (it stays there).
  const syncMargin = useCallback(
    (move: boolean) => {
      const ol = list.current;
      if (!virtual || ol === null) return;
      const delta = ol.offsetTop - margin.current;
      if (Math.abs(delta) < 1) return;
      margin.current = ol.offsetTop;
      if (move && !memory.current.atBottom) virtualizer.scrollBy(delta);
      setScrollMargin(ol.offsetTop);
    },
    [virtual, virtualizer],
  );

  // Where the view goes when the lane changes: to the bottom at first, after the member's send and while following;
  // where it was when an older page lands above (virtual: the virtualiser keeps the first row in view in its place;
  // in the flow: the new height above is added to the scroll offset).
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const prev = memory.current;
    const prepended = prev.first !== null && first !== prev.first && messageKeys.indexOf(prev.first) > 0;
    const appended = last !== prev.last && prev.last !== null;
    // Another conversation in the same lane (nothing of the last one is left): it opens at its newest message.
    const replaced =
      prev.performer !== performer ||
      (prev.last !== null && !messageKeys.includes(prev.last) && (prev.first === null || !messageKeys.includes(prev.first)));
    if (prev.last === null || replaced || (shown && !prev.shown) || (appended && (prev.atBottom || lastIsOwn))) {
      toEnd(el);
    } else if (prepended) {
      if (!virtual) el.scrollTop = prev.top + (el.scrollHeight - prev.height);
      else if (prev.anchor !== null) {
        // The virtualiser keeps the row at the old scroll offset in its place; the reader's row is the first
        // message in view (a day's divider moves up with an older page of its day), and the notice may have
        // replaced the older-page button above the rows: both are set right here, from the rows' measurements.
        const anchor = prev.anchor;
        const ol = list.current;
        const index = items.findIndex((item) => keyOf(item) === anchor.key);
        virtualizer.getVirtualItems();
        const measured = index < 0 || ol === null ? undefined : virtualizer.measurementsCache[index];
        const top = measured === undefined || ol === null ? undefined : ol.offsetTop - virtualizer.options.scrollMargin + measured.start;
        const shift = anchorShift(anchor, top, el.scrollTop);
        if (Math.abs(shift) >= 1) virtualizer.scrollToOffset(el.scrollTop + shift);
      }
    } else if (prev.atBottom) {
      toEnd(el, true);
    }
    if (appended && !replaced && !prev.atBottom && !lastIsOwn) setUnseen(true);

    // The live region: the performer's messages that arrived at the end since the lane was ready. Nothing when it
    // opens, when another conversation takes its place, or when a page lands in a lane that was empty.
    let known: ReadonlySet<string> | null = null;
    if (status === "ready") {
      const before = replaced ? null : prev.known;
      if (before !== null && !(before.size === 0 && prev.loadingOlder)) {
        const fresh = appendedFromPerformer(items, before);
        if (fresh.length > 0) {
          setAnnouncements((old) => [...old, ...fresh.map((message) => ({ key: `m:${String(message.id)}`, message }))].slice(-ANNOUNCEMENTS_KEPT));
        }
      }
      known = new Set(messageKeys);
    }
    if (replaced) setAnnouncements([]);

    memory.current = { ...memory.current, first, last, shown, known, performer, loadingOlder };
    syncMargin(!prepended);
    remember(el);
  }, [items, first, last, messageKeys, lastIsOwn, status, loadingOlder, canLoadOlder, shown, performer, virtual, virtualizer, toEnd, syncMargin, remember]);

  // Photos and fonts change the height after the layout: a lane at the bottom stays there; rows that move down
  // under a taller notice take the view with them.
  useEffect(() => {
    const el = scroller.current;
    const inner = content.current;
    if (!el || !inner || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      if (memory.current.atBottom) toEnd(el, true);
      syncMargin(true);
      memory.current = { ...memory.current, height: el.scrollHeight, top: el.scrollTop, anchor: findAnchor(rowsFrom(el), el.scrollTop) };
    });
    observer.observe(inner);
    observer.observe(el);
    return () => observer.disconnect();
  }, [toEnd, syncMargin, rowsFrom]);

  // The live region is in the document's body: outside the lane's region, so finding a message's text in a pop-up
  // or in the page's main finds the bubble only. It is there before anything is announced in it.
  useEffect(() => setLiveRoot(document.body), []);

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
    const behavior = reduce ? "auto" : "smooth";
    if (virtual && virtualizer.scrollElement !== null) virtualizer.scrollToEnd({ behavior });
    else el.scrollTo({ top: el.scrollHeight, behavior });
  };

  const announce = (message: MessengerMessage): string => {
    const text = markupText(tokenizeMarkup(message.content ?? message.text ?? "", names)).replace(/\s+/g, " ").trim();
    if (message.attachment) return text === "" ? t`${performer} sent a photo` : t`${performer} sent a photo: ${text}`;
    return t`${performer}: ${text}`;
  };

  const rows = virtual
    ? virtualizer.getVirtualItems().map((row) => ({ index: row.index, top: row.start - scrollMargin }))
    : items.map((_, index) => ({ index, top: undefined }));

  return (
    <div className={cx(styles.lane, className)}>
      <div
        ref={scroller}
        className={styles.scroller}
        role="log"
        // Not live: rows mount and unmount as the lane scrolls; the live region below announces what arrives.
        aria-live="off"
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
          ) : !shown ? (
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
              <ol ref={list} className={cx(styles.list, virtual && styles.virtual)} style={virtual ? { height: virtualizer.getTotalSize() } : undefined}>
                {rows.map(({ index, top }) => {
                  const item = items[index];
                  if (item === undefined) return null;
                  return (
                    <LaneRow
                      key={keyOf(item)}
                      item={item}
                      gap={rowGap(item, items[index + 1])}
                      index={index}
                      setSize={items.length}
                      top={top}
                      measure={virtual ? virtualizer.measureElement : undefined}
                      performer={performer}
                      names={names}
                      onRetrySend={onRetrySend}
                      onOpenImage={onOpenImage}
                    />
                  );
                })}
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
      {liveRoot
        ? createPortal(
            <div className={visuallyHiddenClassName} aria-live="polite" aria-relevant="additions" aria-atomic="false" data-lane-announcer={performer}>
              {announcements.map(({ key, message }) => (
                <p key={key}>{announce(message)}</p>
              ))}
            </div>,
            liveRoot,
          )
        : null}
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
      <ol className={styles.skeletonList} aria-hidden="true">
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
  /** The room under the row (its own padding). */
  gap: RowGap;
  /** Its place in the lane, from 0 (`data-index` for the virtualiser, `aria-posinset` from 1). */
  index: number;
  /** The rows in the lane (`aria-setsize`: only some are in the DOM). */
  setSize: number;
  /** Virtual: its offset in the list, and the virtualiser's measuring ref. */
  top?: number;
  measure?: (element: HTMLElement | null) => void;
  performer: string;
  names: { performer: string; member?: string };
  onRetrySend: (clientId: string) => void;
  onOpenImage?: (url: string) => void;
};

/** What every row's `<li>` carries: its place for the virtualiser and for screen readers, its gap, its offset. */
type RowAttributes = {
  ref?: (element: HTMLElement | null) => void;
  "data-index": number;
  "aria-setsize": number;
  "aria-posinset": number;
  style?: { transform: string };
};

const LaneRow = memo(function LaneRow({ item, gap, index, setSize, top, measure, performer, names, onRetrySend, onOpenImage }: LaneRowProps) {
  const { t } = useLingui();
  const row: RowAttributes = {
    ref: measure,
    "data-index": index,
    "aria-setsize": setSize,
    "aria-posinset": index + 1,
    ...(top === undefined ? {} : { style: { transform: `translateY(${top}px)` } }),
  };
  const gapClass = cx(GAP_CLASS[gap], index === 0 && item.kind !== "message" && styles.leadingDivider);
  if (item.kind === "day") {
    // §2.6 labels today's date with its time (HH:mm): as a day's divider it reads "Today".
    const label = TIME_ONLY.test(item.label) ? t`Today` : item.label;
    return (
      <li {...row} className={cx(styles.row, gapClass, styles.divider)}>
        <span className={styles.dividerLabel}>{label}</span>
      </li>
    );
  }
  if (item.kind === "unread") {
    return (
      <li {...row} className={cx(styles.row, gapClass, styles.divider, styles.unreadDivider)}>
        <span className={styles.dividerLabel}>{t`Unread messages`}</span>
      </li>
    );
  }
  return (
    <Bubble
      row={row}
      gapClass={gapClass}
      message={item.message}
      tick={item.tick}
      performer={performer}
      names={names}
      onRetrySend={onRetrySend}
      onOpenImage={onOpenImage}
    />
  );
});

function Bubble({
  row,
  gapClass,
  message,
  tick,
  performer,
  names,
  onRetrySend,
  onOpenImage,
}: { row: RowAttributes; gapClass: string | undefined; message: MessengerMessage; tick: MessageTick } & Pick<LaneRowProps, "performer" | "names" | "onRetrySend" | "onOpenImage">) {
  const { t } = useLingui();
  const own = message.owner === "self";
  const body = message.content ?? message.text ?? "";
  const photo = message.attachment ?? null;
  const alt = own ? t`Your photo` : t`Photo from ${performer}`;
  const image = photo ? <img className={styles.image} src={photo} alt={alt} loading="lazy" decoding="async" /> : null;
  return (
    <li
      {...row}
      className={cx(styles.row, gapClass, styles.item, own ? styles.own : styles.other, tick === "pending" && styles.itemPending, tick === "failed" && styles.itemFailed)}
    >
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
