import type { ConversationLaneItem, MessengerMessage } from "@camstage/core";

export const keyOf = (item: ConversationLaneItem): string =>
  item.kind === "message" ? `m:${String(item.message.id)}` : item.kind === "day" ? `d:${item.groupDate}` : "unread";

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
