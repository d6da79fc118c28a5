import { type DateInput, type DateLabelLocale, dateLabel, groupDate } from "./date-labels";
import type { ConversationLane, MessengerMessage } from "./conversation-lane.types";
import { keyOf } from "./lane-merge";

// ---------------------------------------------------------------------------------------------------------------
// What the lane shows (derived)
// ---------------------------------------------------------------------------------------------------------------

/**
 * §2.6 a message's tick: `none` on the other side's; on the member's `pending` (on its way), `failed`, `sent`
 * (single check), `delivered` (double check) or `read` (blue double check).
 */
export type MessageTick = "none" | "pending" | "failed" | "sent" | "delivered" | "read";

export function messageTick(message: MessengerMessage): MessageTick {
  if (message.owner === "other") return "none";
  if (message.send !== undefined) return message.send;
  if (message.read) return "read";
  return message.status === "delivered" ? "delivered" : message.status === "not-sent" ? "pending" : "sent";
}

/**
 * §2.6 fixes where the unread divider stands, when the conversation is opened (so marking the messages read keeps
 * it). §2.6 reads "before the last N unread messages": give `unread` (the conversation's unread count) and it stands
 * before the last N of the other side's messages. Without it, before the other side's first unread message. Nothing
 * unread: no divider.
 */
export function placeUnreadDivider(lane: ConversationLane, unread?: number): ConversationLane {
  const others = lane.messages.filter((message) => message.owner === "other");
  const anchor = unread === undefined ? others.find((message) => !message.read) : unread > 0 ? others[Math.max(0, others.length - Math.floor(unread))] : undefined;
  const unreadDivider = anchor?.id ?? null;
  return unreadDivider === lane.unreadDivider ? lane : { ...lane, unreadDivider };
}

/** One row of the lane as drawn, in order: a day divider, the unread divider, or a message with its tick. */
export type ConversationLaneItem =
  | { readonly kind: "day"; readonly groupDate: string; readonly label: string }
  | { readonly kind: "unread" }
  | { readonly kind: "message"; readonly message: MessengerMessage; readonly tick: MessageTick };

/**
 * §2.6 the lane's rows: the messages grouped by day (a day divider with the §3 groupDate and the §2.6 date label of
 * the day's first message, at `now` in `locale`), the unread divider before its message, each message's tick.
 */
export function laneItems(lane: ConversationLane, now: DateInput, locale: DateLabelLocale): readonly ConversationLaneItem[] {
  const items: ConversationLaneItem[] = [];
  let day: string | null = null;
  for (const message of lane.messages) {
    const date = groupDate(message.createdAt);
    // An unreadable date has no day to name: it stays under the divider before it.
    if (date !== day && date !== "") items.push({ kind: "day", groupDate: date, label: dateLabel(message.createdAt, now, locale) });
    day = date;
    if (lane.unreadDivider !== null && keyOf(message.id) === keyOf(lane.unreadDivider)) items.push({ kind: "unread" });
    items.push({ kind: "message", message, tick: messageTick(message) });
  }
  return items;
}
