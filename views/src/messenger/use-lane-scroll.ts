import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useVirtualizer } from "@tanstack/react-virtual";
import { INFINITE_SCROLL_MARGIN_PX, type ConversationLaneItem, type MessengerMessage } from "@camstage/core";
import { anchorShift, findAnchor, type AnchorRow, type LaneAnchor } from "./lane-anchor";
import { appendedFromPerformer, estimateRowSize, keyOf } from "./lane-items";

/** Within this many pixels of the end the lane counts as at the bottom and follows new messages. */
const BOTTOM_SLACK_PX = 32;
/** Rows rendered beyond the view on each side. */
const OVERSCAN = 8;
/** The live region keeps the last few announcements (older ones leave; removals are not read). */
const ANNOUNCEMENTS_KEPT = 3;

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

export type Announcement = { key: string; message: MessengerMessage };

type LaneScrollOptions = {
  items: readonly ConversationLaneItem[];
  performer: string;
  canLoadOlder: boolean;
  loadingOlder: boolean;
  status: "loading" | "ready" | "error";
  onLoadOlder: () => void;
};

/**
 * The lane's scrolling (see ConversationLane): the virtualiser, where the view goes when the lane changes, the older
 * page on scroll up, the jump to the newest message, and the performer's messages for the live region.
 */
export function useLaneScroll({ items, performer, canLoadOlder, loadingOlder, status, onLoadOlder }: LaneScrollOptions) {
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const memory = useRef<ScrollMemory>({ first: null, last: null, height: 0, top: 0, atBottom: true, shown: false, known: null, performer, loadingOlder: false, anchor: null });
  const [atBottom, setAtBottom] = useState(true);
  const [unseen, setUnseen] = useState(false);
  const [announcements, setAnnouncements] = useState<readonly Announcement[]>([]);
  const [liveRoot, setLiveRoot] = useState<HTMLElement | null>(null);

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

  return {
    scroller, content, list, virtual, virtualizer, scrollMargin, atBottom, unseen, announcements, liveRoot, hasMessages, shown, remember, maybeLoadOlder, jumpToEnd,
  };
}
