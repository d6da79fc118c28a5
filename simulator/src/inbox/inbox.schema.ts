import { Schema } from "effect";
import { eventTypes } from "../world/world.features";
import { SenderType } from "@camstage/core";

/**
 * The messenger's back end (issue 13) as world events: each member's conversations with performers (§3 Conversation,
 * Message), so HTTP calls, QA, the reply bot and replays change them alike. Ids travel inside the events.
 */
const Id = Schema.Int.check(Schema.isGreaterThan(0));

/**
 * A message written in a conversation (made with it when it is the first). A member's message costs `price` credits
 * (§9 60), taken in the same event, and carries its idempotency key: a second message under the same key, or one
 * the balance does not cover, changes nothing (ARCHITECTURE §7). `image` is the jpeg's data URL (§5), served apart.
 */
export const InboxMessageSent = Schema.Struct({
  type: Schema.Literal("inbox.message.sent"),
  conversation: Id,
  member: Id,
  performer: Id,
  id: Id,
  sender: SenderType,
  text: Schema.String,
  image: Schema.NullOr(Schema.String),
  key: Schema.NullOr(Schema.String),
  price: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
  at: Schema.Number,
});
export type InboxMessageSent = typeof InboxMessageSent.Type;

/** The `reader`'s side fetched the conversation: the other side's messages reached it (§3 status delivered). */
export const InboxDelivered = Schema.Struct({ type: Schema.Literal("inbox.delivered"), conversation: Id, reader: SenderType });
/** The `reader` read the other side's messages of the conversation (§2.6 blue ticks). */
export const InboxRead = Schema.Struct({ type: Schema.Literal("inbox.read"), conversation: Id, reader: SenderType });
/** §7 PUT inbox/state/delete: the member's list no longer shows it, until a new message arrives. */
export const InboxConversationDeleted = Schema.Struct({ type: Schema.Literal("inbox.conversation.deleted"), conversation: Id });
/** §7 PUT inbox/state/bubble: the conversation is shown as a pop-up bubble. */
export const InboxConversationBubbled = Schema.Struct({ type: Schema.Literal("inbox.conversation.bubbled"), conversation: Id });
/** QA switches the reply bot: performers answer a member's message after a few seconds. */
export const InboxRepliesSet = Schema.Struct({ type: Schema.Literal("inbox.replies.set"), active: Schema.Boolean });

export const InboxWorldEvent = Schema.Union([InboxMessageSent, InboxDelivered, InboxRead, InboxConversationDeleted, InboxConversationBubbled, InboxRepliesSet]);
export type InboxWorldEvent = typeof InboxWorldEvent.Type;
export const INBOX_EVENT_TYPES = eventTypes(InboxWorldEvent);

/** A message as the world keeps it; `delivered` and `read` are the recipient's. */
export interface InboxMessage {
  readonly id: number;
  readonly sender: SenderType;
  readonly text: string;
  readonly image: string | null;
  readonly key: string | null;
  readonly at: number;
  readonly delivered: boolean;
  readonly read: boolean;
}

/** One member's conversation with one performer; messages oldest first. */
export interface InboxConversation {
  readonly id: number;
  readonly member: number;
  readonly performer: number;
  readonly createdAt: number;
  readonly messages: readonly InboxMessage[];
  readonly deleted: boolean;
  readonly bubble: boolean;
}

export interface InboxState {
  /** In id order. */
  readonly conversations: readonly InboxConversation[];
  /** Every message so far (the next one's id is one more). */
  readonly messageCount: number;
  /** The message each member's idempotency key paid for, by `member:key`. */
  readonly keys: Readonly<Record<string, number>>;
  /** The reply bot (on unless QA switches it off). */
  readonly replies: boolean;
}

export const EMPTY_INBOX: InboxState = { conversations: [], messageCount: 0, keys: {}, replies: true };
