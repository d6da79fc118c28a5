import { memo, useMemo } from "react";
import { createPortal } from "react-dom";
import { useLingui } from "@lingui/react/macro";
import { markupText, tokenizeMarkup, type ConversationLaneItem, type MessengerMessage } from "@camstage/core";
import { Button } from "../ui/button";
import { cx } from "../ui/cx";
import { Spinner } from "../ui/feedback";
import { AlertIcon } from "../ui/icons-more";
import { visuallyHiddenClassName } from "../ui/visually-hidden";
import { LaneRow } from "./conversation-lane-row";
import { LaneEmpty, LaneSkeleton, Notice } from "./conversation-lane-states";
import { keyOf, rowGap } from "./lane-items";
import { ArrowDownIcon } from "./messenger-icons";
import { useLaneScroll } from "./use-lane-scroll";
import styles from "./lane.module.css";

export { appendedFromPerformer, estimateRowSize, rowGap, type RowGap } from "./lane-items";
export { anchorShift, findAnchor, type AnchorRow, type LaneAnchor } from "./lane-anchor";

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
  const { scroller, content, list, virtual, virtualizer, scrollMargin, atBottom, unseen, announcements, liveRoot, hasMessages, shown, remember, maybeLoadOlder, jumpToEnd } =
    useLaneScroll({ items, performer, canLoadOlder, loadingOlder, status, onLoadOlder });
  const names = useMemo(() => ({ performer, ...(member === undefined ? {} : { member }) }), [performer, member]);

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
