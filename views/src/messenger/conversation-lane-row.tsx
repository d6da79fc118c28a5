import { memo } from "react";
import { useLingui } from "@lingui/react/macro";
import type { ConversationLaneItem } from "@camstage/core";
import { cx } from "../ui/cx";
import { Bubble, type RowAttributes } from "./conversation-bubble";
import type { RowGap } from "./lane-items";
import styles from "./lane.module.css";

/** A §2.6 date label that is a time of day: the label of today. */
const TIME_ONLY = /^\d{1,2}:\d{2}$/;

const GAP_CLASS: Record<RowGap, string | undefined> = {
  last: undefined,
  same: styles.gapSame,
  turn: styles.gapTurn,
  beforeDivider: styles.gapBeforeDivider,
  betweenDividers: styles.gapBetweenDividers,
  afterDivider: styles.gapAfterDivider,
};

export type LaneRowProps = {
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

export const LaneRow = memo(function LaneRow({ item, gap, index, setSize, top, measure, performer, names, onRetrySend, onOpenImage }: LaneRowProps) {
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
