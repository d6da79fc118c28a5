import { INBOX_PAGE_SIZE, MESSENGER_AUTOCOMPLETE_MIN_EXCLUSIVE, UNREAD_BADGE_MAX } from "../constants/constants";
import { type Conversation, type ConversationParty, type InboxFilter, conversationOther, messageOwner } from "../domain/messaging.schema";
import type { InboxSort, PrivateMessageEvent } from "../platform/inbox-endpoints";

/** §2.6 the messenger's conversation list, immutable; every function returns a new list or the same one. */
export interface InboxList {
  /** In the order shown: the platform's order, with conversations that just got a message moved to the top (§4). */
  readonly conversations: readonly Conversation[];
  /** The last page applied (0 first); null before the first. */
  readonly page: number | null;
  /** §9 more pages exist when the last page came back full (INBOX_PAGE_SIZE). */
  readonly hasMore: boolean;
}

export const EMPTY_INBOX: InboxList = { conversations: [], page: null, hasMore: false };

/**
 * §7 GET /inbox/list answered `page`: page 0 replaces the list (a first load or a refresh), a later page adds the
 * conversations not already shown at the end (a conversation moved up meanwhile keeps its place).
 */
export function applyInboxPage(list: InboxList, page: number, conversations: readonly Conversation[]): InboxList {
  const hasMore = conversations.length >= INBOX_PAGE_SIZE;
  if (page === 0 || list.page === null) return { conversations: unique(conversations), page, hasMore };
  const shown = new Set(list.conversations.map((c) => c.id));
  const added = unique(conversations).filter((c) => !shown.has(c.id));
  return { conversations: [...list.conversations, ...added], page: Math.max(page, list.page), hasMore: page >= list.page ? hasMore : list.hasMore };
}

const unique = (conversations: readonly Conversation[]): readonly Conversation[] => {
  const seen = new Set<number>();
  return conversations.filter((c) => !seen.has(c.id) && (seen.add(c.id), true));
};

/** The page to load when the list is scrolled to its end, or null when there is none (§9). */
export const nextInboxPage = (list: InboxList): number | null => (list.page !== null && list.hasMore ? list.page + 1 : null);

// ---------------------------------------------------------------------------------------------------------------
// Filter, sort, search (§2.6)
// ---------------------------------------------------------------------------------------------------------------

export interface InboxContext {
  /** The logged-in member (the login token's id, §3): decides whose the last message is. */
  readonly memberId: number;
  /** §2.6 the "models" filter shows online models: whether the conversation's performer is online now. */
  readonly isOnline: (performer: ConversationParty) => boolean;
}

/** Whose the conversation's last message is (§3 owner rule), or null when it has none. */
export const lastMessageSide = (c: Conversation, memberId: number): "self" | "other" | null =>
  c.message ? messageOwner(c.message, c, memberId) : null;

/**
 * §2.6 filters: all; unanswered (the last message is the performer's); answered (the last message is the member's);
 * favourites (`favorite`); models (the performer is online). A conversation without messages is neither answered
 * nor unanswered.
 */
export function matchesFilter(c: Conversation, filter: InboxFilter, context: InboxContext): boolean {
  switch (filter) {
    case "all":
      return true;
    case "unanswered":
      return lastMessageSide(c, context.memberId) === "other";
    case "answered":
      return lastMessageSide(c, context.memberId) === "self";
    case "favourites":
      return c.favorite;
    case "models":
      return context.isOnline(conversationOther(c, context.memberId));
  }
}

const timeOf = (value: string | undefined): number => {
  const time = value === undefined ? Number.NaN : Date.parse(value);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
};

/** The conversation's last interaction: its update or its last message, whichever is later. */
export const lastInteraction = (c: Conversation): number => Math.max(timeOf(c.updatedAt), timeOf(c.message?.createdAt));

/**
 * §2.6 sorts: `last` (last interaction first, then the higher id) or `favourited` (§3 `favorite` conversations first,
 * each part by last interaction). A total order (an unreadable time counts as the oldest), so a list always reads
 * the same.
 */
export function sortConversations(conversations: readonly Conversation[], sort: InboxSort): readonly Conversation[] {
  const byLast = (a: Conversation, b: Conversation): number => lastInteraction(b) - lastInteraction(a) || b.id - a.id;
  const compare = sort === "last" ? byLast : (a: Conversation, b: Conversation): number => Number(b.favorite) - Number(a.favorite) || byLast(a, b);
  return [...conversations].sort(compare);
}

/** §2.6 search: the performer's username starts with the (trimmed) text, case-insensitive; empty text matches all. */
export function matchesSearch(c: Conversation, text: string, memberId: number): boolean {
  return conversationOther(c, memberId).username.toLowerCase().startsWith(text.trim().toLowerCase());
}

/** §2.6 the server's autocomplete is asked only when the (trimmed) text is longer than 2 characters. */
export const shouldAskServer = (text: string): boolean => text.trim().length > MESSENGER_AUTOCOMPLETE_MIN_EXCLUSIVE;

export interface InboxViewOptions extends InboxContext {
  readonly filter: InboxFilter;
  readonly sort: InboxSort;
  readonly search: string;
}

/** The list as shown: filtered, searched, sorted (§2.6). */
export const visibleConversations = (list: InboxList, options: InboxViewOptions): readonly Conversation[] =>
  sortConversations(
    list.conversations.filter((c) => matchesFilter(c, options.filter, options) && matchesSearch(c, options.search, options.memberId)),
    options.sort,
  );

// ---------------------------------------------------------------------------------------------------------------
// Incoming messages, read, delete, unread (§4)
// ---------------------------------------------------------------------------------------------------------------

/**
 * §4 member socket private-message: its conversation moves to the top with the message as its last one and one
 * more unread. The same message again (a replay) changes nothing. `"unknown"` when the conversation is not in the
 * list: the flow reloads the list.
 */
export function receiveInboxMessage(list: InboxList, event: PrivateMessageEvent): InboxList | "unknown" {
  const current = list.conversations.find((c) => c.id === event.conversation);
  if (current === undefined) return "unknown";
  if (current.message != null && String(current.message.id) === String(event.message.id)) return list;
  const updated: Conversation = { ...current, message: event.message, updatedAt: event.message.createdAt, unread: Math.max(0, current.unread) + 1 };
  return { ...list, conversations: [updated, ...list.conversations.filter((c) => c !== current)] };
}

/** The member read the conversation (§4 opened, or a blinking pop-up focused): no unread left. */
export function markConversationRead(list: InboxList, conversationId: number): InboxList {
  if (!list.conversations.some((c) => c.id === conversationId && c.unread !== 0)) return list;
  return { ...list, conversations: list.conversations.map((c) => (c.id === conversationId ? { ...c, unread: 0 } : c)) };
}

/** §4 deleting a conversation removes it (the flow then refreshes the unread count and leaves its route). */
export function deleteConversation(list: InboxList, conversationId: number): InboxList {
  const conversations = list.conversations.filter((c) => c.id !== conversationId);
  return conversations.length === list.conversations.length ? list : { ...list, conversations };
}

/** The unread messages of the conversations in the list; a negative count (bad data) counts as none. */
export const unreadTotal = (list: InboxList): number => list.conversations.reduce((sum, c) => sum + Math.max(0, c.unread), 0);

/** §2.6 the unread badge: nothing at 0, the count up to 99, then "99+". */
export const unreadBadge = (count: number): string | null => (count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : count > 0 ? String(count) : null);
