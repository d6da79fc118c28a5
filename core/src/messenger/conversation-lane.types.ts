import type { Conversation, Message, MessageId, MessageOwner } from "../domain/messaging.schema";

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
