import { Schema } from "effect";

/** §3 sender type. */
export const SenderType = Schema.Literals(["member", "performer"]);
export type SenderType = typeof SenderType.Type;

/** §3 a side of a conversation. */
export const ConversationParty = Schema.Struct({
  userid: Schema.Number,
  id: Schema.Number,
  avatar: Schema.NullOr(Schema.String),
  username: Schema.String,
});
export type ConversationParty = typeof ConversationParty.Type;

export const ConversationOther = Schema.Struct({
  ...ConversationParty.fields,
  messagingId: Schema.Number,
});
export type ConversationOther = typeof ConversationOther.Type;

export const MessageStatus = Schema.Literals(["not-sent", "sent", "delivered"]);
export type MessageStatus = typeof MessageStatus.Type;

export const MessageOwner = Schema.Literals(["self", "other"]);
export type MessageOwner = typeof MessageOwner.Type;

/** §3 message kinds in the chat lane. */
export const MessageKind = Schema.Literals(["info", "divider", "text", "media"]);
export type MessageKind = typeof MessageKind.Type;

/** Messages are unique by id; a message not yet sent has a local string id. */
export const MessageId = Schema.Union([Schema.Number, Schema.String]);
export type MessageId = typeof MessageId.Type;

/** §3 Message. `content` and `text` are two names for the body; the lane fields are filled in by the client. */
export const Message = Schema.Struct({
  id: MessageId,
  createdAt: Schema.String,
  read: Schema.Boolean,
  content: Schema.optional(Schema.String),
  text: Schema.optional(Schema.String),
  attachment: Schema.optional(Schema.NullOr(Schema.String)),
  owner: Schema.optional(MessageOwner),
  receiver: Schema.optional(Schema.Number),
  target: Schema.optional(Schema.Number),
  conversation: Schema.optional(Schema.Number),
  partnerId: Schema.optional(Schema.Number),
  status: Schema.optional(MessageStatus),
  groupDate: Schema.optional(Schema.String),
  groupLabel: Schema.optional(Schema.String),
  kind: Schema.optional(MessageKind),
});
export type Message = typeof Message.Type;

/** §3 Conversation. */
export const Conversation = Schema.Struct({
  id: Schema.Number,
  createdAt: Schema.String,
  updatedAt: Schema.String,
  participant: ConversationParty,
  owner: ConversationParty,
  other: Schema.optional(ConversationOther),
  isBubble: Schema.Boolean,
  unread: Schema.Number,
  archived: Schema.Boolean,
  deleted: Schema.Boolean,
  favorite: Schema.Boolean,
  selected: Schema.optional(Schema.Boolean),
  message: Schema.optional(Schema.NullOr(Message)),
  messages: Schema.optional(Schema.Array(Message)),
  nextPage: Schema.optional(Schema.NullOr(Schema.Number)),
});
export type Conversation = typeof Conversation.Type;

/** §3 Chat pop-up performer. */
export const ChatPopupPerformer = Schema.Struct({
  user: Schema.Number,
  username: Schema.String,
  snapshot: Schema.String,
  nonude: Schema.String,
  unread: Schema.Number,
});
export type ChatPopupPerformer = typeof ChatPopupPerformer.Type;

/** §3 Popup conversation; `conversation` is null until the first send gives it an id (§4). */
export const PopupConversation = Schema.Struct({
  ...ChatPopupPerformer.fields,
  conversation: Schema.NullOr(Schema.Number),
  minimized: Schema.Boolean,
  bubbled: Schema.Boolean,
});
export type PopupConversation = typeof PopupConversation.Type;

/** §2.6 conversation list filters. */
export const InboxFilter = Schema.Literals(["all", "unanswered", "answered", "favourites", "models"]);
export type InboxFilter = typeof InboxFilter.Type;

/** §7 PUT inbox/state/{state}. */
export const InboxState = Schema.Literals(["read", "delete", "bubble"]);
export type InboxState = typeof InboxState.Type;

/** §7 POST /inbox/{id} body. */
export const SendMessageBody = Schema.Struct({
  message: Schema.String,
  attachment: Schema.optional(Schema.NullOr(Schema.String)),
  partnerId: Schema.optional(Schema.Number),
  target: Schema.Number,
});
export type SendMessageBody = typeof SendMessageBody.Type;

/** §7 GET /inbox/count-unread. */
export const UnreadCount = Schema.Struct({ count: Schema.Number });
export type UnreadCount = typeof UnreadCount.Type;

/** §3 Member suggestion query (GET /inbox/suggestion-list/{type}); the models and favourites filters show them. */
export const MemberSuggestionQuery = Schema.Struct({
  username: Schema.optional(Schema.String),
  type: Schema.Literals(["models", "favourites"]),
  perPage: Schema.Number,
  page: Schema.Number,
});
export type MemberSuggestionQuery = typeof MemberSuggestionQuery.Type;

// ---------------------------------------------------------------------------------------------------------------
// Derived fields (§3): self, other, messagingId, url, and a message's owner
// ---------------------------------------------------------------------------------------------------------------

const isParty = (party: ConversationParty, memberId: number): boolean => party.id === memberId || party.userid === memberId;

/** The logged-in member's side of the conversation. */
export const conversationSelf = (c: Conversation, memberId: number): ConversationParty =>
  isParty(c.participant, memberId) ? c.participant : c.owner;

/** The other side: `other` when the platform sent it, else whichever party is not the member. */
export const conversationOther = (c: Conversation, memberId: number): ConversationParty =>
  c.other ?? (isParty(c.participant, memberId) ? c.owner : c.participant);

export const conversationMessagingId = (c: Conversation, memberId: number): number =>
  c.other?.messagingId ?? conversationOther(c, memberId).userid;

/** The messenger route of a conversation (§2.1 /messenger/:performer). */
export const conversationUrl = (c: Conversation, memberId: number): string =>
  `/messenger/${encodeURIComponent(conversationOther(c, memberId).username)}`;

/**
 * §3 the owner of a message: compare its receiver (or else the logged-in member) with the conversation's owner and
 * participant by id and userid. A message received by the member is the other side's.
 */
export const messageOwner = (m: Message, c: Conversation, memberId: number): MessageOwner => {
  const self = conversationSelf(c, memberId);
  if (m.receiver !== undefined) return isParty(self, m.receiver) ? "other" : "self";
  return m.owner ?? "self";
};
