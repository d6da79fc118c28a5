import { MESSAGE_PAGE_SIZE } from "../constants/constants";
import type { Conversation, Message, MessageOwner } from "../domain/messaging.schema";
import { type DateInput, toDate } from "./date-labels";
import { type ConversationLane, type MessengerMessage, MESSENGER_LANE_MAX_MESSAGES } from "./conversation-lane.types";
import { keyOf, owned, timeOf, upsert, withMessages } from "./lane-merge";

export * from "./conversation-lane.types";
export * from "./lane-items";
export { compareMessages } from "./lane-merge";

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
