import { MESSAGE_PAGE_SIZE } from "../constants/constants";
import { type Conversation, type Message, type MessageId, type MessageOwner, type MessageStatus, messageOwner } from "../domain/messaging.schema";
import { type DateInput, type DateLabelLocale, dateLabel, groupDate, toDate } from "./date-labels";

/**
 * The lane keeps at most this many messages (25 pages of §9's 20): new ones push the oldest out, and a full lane
 * loads no older page. The same bound as the live chat lane (ARCHITECTURE §6), so a long history stays cheap to render.
 */
export const MESSENGER_LANE_MAX_MESSAGES = 500;

/**
 * A message in the lane: §3 Message with its owner decided (§3 rule). `send` marks the member's own message the
 * platform has not answered yet: `pending` while on its way, `failed` when refused (§8 "message failed to send").
 */
export interface MessengerMessage extends Message {
  readonly owner: MessageOwner;
  readonly send?: "pending" | "failed";
}

/** The conversation's header as the platform last sent it (its messages live in the lane). */
export type ConversationHeader = Omit<Conversation, "messages">;

/**
 * One conversation's lane (§2.6 chat lane, §3 Conversation), immutable. Every function returns a new lane, or the
 * same lane when nothing changed.
 */
export interface ConversationLane {
  /** The logged-in member (the id in the login token, §3): decides whose each message is. */
  readonly memberId: number;
  /** Null for a new conversation until the first send's answer gives it an id (§4). */
  readonly conversationId: number | null;
  /** Null until a page arrives. */
  readonly conversation: ConversationHeader | null;
  /** Unique by id; oldest first, by createdAt then id (an unreadable createdAt sorts last). */
  readonly messages: readonly MessengerMessage[];
  /** The oldest page loaded (page 0 holds the newest messages, §7 GET /inbox/{id}); null before the first. */
  readonly page: number | null;
  /** The page the platform says comes next (§3 nextPage); null at the end of the history. */
  readonly nextPage: number | null;
  /** The message the unread divider stands before (§2.6), fixed when the conversation is opened. */
  readonly unreadDivider: MessageId | null;
}

/** An empty lane for the member; `conversationId` null for a new conversation (§2.1 new-conversation). */
export const createLane = (memberId: number, conversationId: number | null = null): ConversationLane => ({
  memberId, conversationId, conversation: null, messages: [], page: null, nextPage: null, unreadDivider: null,
});

// ---------------------------------------------------------------------------------------------------------------
// Order and identity
// ---------------------------------------------------------------------------------------------------------------

/** Ids compare as text: the platform's 7 and "7" are one message. */
const keyOf = (id: MessageId): string => String(id);

const timeOf = (value: string): number => {
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
const upsert = (messages: readonly MessengerMessage[], incoming: readonly MessengerMessage[], remove?: MessageId): readonly MessengerMessage[] => {
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

const withMessages = (lane: ConversationLane, messages: readonly MessengerMessage[]): ConversationLane =>
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

const owned = (lane: Pick<ConversationLane, "conversation" | "memberId">, message: Message): MessengerMessage => {
  const owner = ownerIn(lane, message);
  return message.owner === owner ? (message as MessengerMessage) : { ...message, owner };
};

// ---------------------------------------------------------------------------------------------------------------
// Pages and incoming messages
// ---------------------------------------------------------------------------------------------------------------

/**
 * §7 GET /inbox/{id}?page= answered `conversation` (its header, its `messages` and `nextPage`): the messages join
 * the lane (an older page lands before what is there), and the header refreshes every message's owner. The paging
 * cursor follows the oldest page loaded; a newer page reloaded (a refresh) leaves it. Without a `nextPage` the
 * §9 rule decides: more exist when the page came back full (20). An answer for another conversation (a late one
 * after switching) changes nothing.
 */
export function addLanePage(lane: ConversationLane, page: number, conversation: Conversation): ConversationLane {
  if (lane.conversationId !== null && conversation.id !== lane.conversationId) return lane;
  const { messages: incoming = [], ...header } = conversation;
  const next = { ...lane, conversationId: conversation.id, conversation: header };
  const reowned = lane.messages.map((message) => owned(next, message));
  const current = reowned.every((message, i) => message === lane.messages[i]) ? lane.messages : reowned;
  const oldest = lane.page === null || page >= lane.page;
  const nextPage = conversation.nextPage !== undefined ? conversation.nextPage : incoming.length === MESSAGE_PAGE_SIZE ? page + 1 : null;
  return {
    ...next,
    messages: upsert(current, incoming.map((message) => owned(next, message))),
    page: oldest ? page : lane.page,
    nextPage: oldest ? nextPage : lane.nextPage,
  };
}

/** The page to load on scroll up, or null at the end (§4: only when nextPage is greater than the page loaded). */
export function olderPage(lane: ConversationLane): number | null {
  if (lane.page === null || lane.nextPage === null || lane.nextPage <= lane.page) return null;
  return lane.messages.length < MESSENGER_LANE_MAX_MESSAGES ? lane.nextPage : null;
}

/** §2.6 older history loads on scroll up until the end. */
export const canLoadOlder = (lane: ConversationLane): boolean => olderPage(lane) !== null;

/**
 * §4 member socket private-message (or any message the platform pushes) into the lane: once by id, in order. A
 * private message is for the member, so without a receiver or owner it is the other side's. A message of another
 * conversation changes nothing.
 */
export function receiveLaneMessage(lane: ConversationLane, message: Message): ConversationLane {
  if (lane.conversationId !== null && message.conversation !== undefined && message.conversation !== lane.conversationId) return lane;
  const incoming = message.receiver === undefined && message.owner === undefined ? { ...message, owner: "other" as const } : message;
  return withMessages(lane, upsert(lane.messages, [owned(lane, incoming)]));
}

// ---------------------------------------------------------------------------------------------------------------
// The member's sends
// ---------------------------------------------------------------------------------------------------------------

/** A message the member sends, shown before the platform answers. */
export interface PendingSend {
  /** The client's id for it; also fit to be the send's idempotency key (ARCHITECTURE §7), so a retry charges once. */
  readonly clientId: string;
  /** The client's clock (ISO). */
  readonly createdAt: string;
  readonly text: string;
  readonly attachment?: string | null;
}

/**
 * The member's send, shown at once as not sent (status not-sent, `send: "pending"`). Sending a failed one again
 * (the same client id) makes it pending again; any other id already in the lane changes nothing.
 */
export function addPendingSend(lane: ConversationLane, send: PendingSend): ConversationLane {
  const existing = lane.messages.find((message) => keyOf(message.id) === send.clientId);
  if (existing !== undefined) {
    return existing.send === "failed" ? withMessages(lane, lane.messages.map((m) => (m === existing ? { ...m, send: "pending" as const } : m))) : lane;
  }
  const message: MessengerMessage = {
    id: send.clientId, createdAt: send.createdAt, read: false, text: send.text, attachment: send.attachment ?? null,
    status: "not-sent", owner: "self", send: "pending", ...(lane.conversationId === null ? {} : { conversation: lane.conversationId }),
  };
  return withMessages(lane, upsert(lane.messages, [message]));
}

/**
 * §7 POST /inbox/{id} answered the send `clientId` with the stored message: it takes the pending one's place (never
 * both, even when the answer is already in the lane), sent unless the answer says more. A new conversation gets
 * its id from the answer (§4).
 */
export function confirmSend(lane: ConversationLane, clientId: string, answer: Message): ConversationLane {
  const conversationId = lane.conversationId ?? answer.conversation ?? null;
  const next = conversationId === lane.conversationId ? lane : { ...lane, conversationId };
  const own: Message = { ...answer, owner: answer.owner ?? "self", status: answer.status ?? "sent" };
  return withMessages(next, upsert(lane.messages, [owned(next, own)], clientId));
}

const updateSend = (lane: ConversationLane, clientId: string, update: (message: MessengerMessage) => MessengerMessage | null): ConversationLane => {
  const index = lane.messages.findIndex((message) => message.send !== undefined && keyOf(message.id) === clientId);
  if (index < 0) return lane;
  const current = lane.messages[index]!;
  const updated = update(current);
  if (updated === current) return lane;
  const messages = [...lane.messages];
  if (updated === null) messages.splice(index, 1);
  else messages[index] = updated;
  return { ...lane, messages };
};

/** §8 the send was refused ("message failed to send"): the message stays, marked failed, until sent again. */
export const failSend = (lane: ConversationLane, clientId: string): ConversationLane =>
  updateSend(lane, clientId, (message) => (message.send === "failed" ? message : { ...message, send: "failed" }));

/** The send never happened (§8 no credits: the no-credits modal opens and the text stays in the editor): it leaves. */
export const discardSend = (lane: ConversationLane, clientId: string): ConversationLane => updateSend(lane, clientId, () => null);

// ---------------------------------------------------------------------------------------------------------------
// Delivered and read
// ---------------------------------------------------------------------------------------------------------------

const mark = (lane: ConversationLane, side: MessageOwner, read: boolean, until: DateInput | undefined): ConversationLane => {
  const limit = until === undefined ? Number.POSITIVE_INFINITY : (toDate(until)?.getTime() ?? Number.NaN);
  let changed = false;
  const messages = lane.messages.map((message) => {
    if (message.owner !== side || message.send !== undefined || !(timeOf(message.createdAt) <= limit)) return message;
    if (message.status === "delivered" && (message.read || !read)) return message;
    changed = true;
    return { ...message, status: "delivered" as const, read: message.read || read };
  });
  return changed ? { ...lane, messages } : lane;
};

/**
 * One side's messages delivered, up to `until` (inclusive; all when omitted): `"other"` when the member's open
 * conversation receives the performer's message (§4), `"self"` when the platform reports the member's as delivered.
 * Unsent messages are skipped; an unreadable `until` marks nothing.
 */
export const markDelivered = (lane: ConversationLane, side: MessageOwner, until?: DateInput): ConversationLane => mark(lane, side, false, until);

/**
 * One side's messages read (and so delivered), up to `until` (inclusive; all when omitted): `"self"` for §4
 * message-read (the performer read the member's messages up to a time: blue ticks), `"other"` when the member
 * opens or focuses the conversation (§4). Unsent messages are skipped; an unreadable `until` marks nothing.
 */
export const markRead = (lane: ConversationLane, side: MessageOwner, until?: DateInput): ConversationLane => mark(lane, side, true, until);

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
