import { type Message, type MessageId, type MessageOwner, type MessageStatus, messageOwner } from "../domain/messaging.schema";
import { type ConversationLane, type MessengerMessage, MESSENGER_LANE_MAX_MESSAGES } from "./conversation-lane.types";

// ---------------------------------------------------------------------------------------------------------------
// Order and identity
// ---------------------------------------------------------------------------------------------------------------

/** Ids compare as text: the platform's 7 and "7" are one message. */
export const keyOf = (id: MessageId): string => String(id);

export const timeOf = (value: string): number => {
  const time = Date.parse(value);
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
};

const compareIds = (a: MessageId, b: MessageId): number => {
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "number") return -1;
  if (typeof b === "number") return 1;
  return a < b ? -1 : a > b ? 1 : 0;
};

/** The lane's order: createdAt, then id (numbers before local string ids). A total order, so any merge agrees. */
export const compareMessages = (a: Message, b: Message): number => {
  const ta = timeOf(a.createdAt);
  const tb = timeOf(b.createdAt);
  return ta === tb ? compareIds(a.id, b.id) : ta < tb ? -1 : 1;
};

const STATUS_RANK: Record<MessageStatus, number> = { "not-sent": 0, sent: 1, delivered: 2 };

const laterStatus = (a: MessageStatus | undefined, b: MessageStatus | undefined): MessageStatus | undefined => {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return STATUS_RANK[a] >= STATUS_RANK[b] ? a : b;
};

const sameFields = (a: object, b: object): boolean => {
  const ak = Object.keys(a);
  return ak.length === Object.keys(b).length && ak.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
};

/**
 * A message that arrives again (a page reloaded, a socket replay) refreshes it but keeps its id as first seen and
 * never takes back read or status.
 */
const combine = (existing: MessengerMessage, incoming: MessengerMessage): MessengerMessage => {
  const merged: MessengerMessage = {
    ...existing, ...incoming, id: existing.id, read: existing.read || incoming.read, status: laterStatus(existing.status, incoming.status),
  };
  if (merged.status === undefined) delete (merged as { status?: MessageStatus }).status;
  return sameFields(merged, existing) ? existing : merged;
};

/** Adds or refreshes `incoming` (after dropping the message `remove`), in order, unique, within the bound. */
export const upsert = (messages: readonly MessengerMessage[], incoming: readonly MessengerMessage[], remove?: MessageId): readonly MessengerMessage[] => {
  const byId = new Map(messages.map((message) => [keyOf(message.id), message]));
  let changed = remove !== undefined && byId.delete(keyOf(remove));
  for (const message of incoming) {
    const key = keyOf(message.id);
    const existing = byId.get(key);
    const next = existing === undefined ? message : combine(existing, message);
    if (next === existing) continue;
    byId.set(key, next);
    changed = true;
  }
  if (!changed) return messages;
  const ordered = [...byId.values()].sort(compareMessages);
  return ordered.length > MESSENGER_LANE_MAX_MESSAGES ? ordered.slice(ordered.length - MESSENGER_LANE_MAX_MESSAGES) : ordered;
};

export const withMessages = (lane: ConversationLane, messages: readonly MessengerMessage[]): ConversationLane =>
  messages === lane.messages ? lane : { ...lane, messages };

// ---------------------------------------------------------------------------------------------------------------
// Owner (§3)
// ---------------------------------------------------------------------------------------------------------------

/**
 * §3 whose a message is (`messageOwner`; without a receiver, the owner it came with). Before the platform sent the
 * conversation (a new one) only the token's member id is known: a message received by it is the other side's.
 */
const ownerIn = (lane: Pick<ConversationLane, "conversation" | "memberId">, message: Message): MessageOwner => {
  if (lane.conversation !== null) return messageOwner(message, lane.conversation, lane.memberId);
  if (message.receiver !== undefined) return message.receiver === lane.memberId ? "other" : "self";
  return message.owner ?? "self";
};

export const owned = (lane: Pick<ConversationLane, "conversation" | "memberId">, message: Message): MessengerMessage => {
  const owner = ownerIn(lane, message);
  return message.owner === owner ? (message as MessengerMessage) : { ...message, owner };
};
