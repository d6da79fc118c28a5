import { Schema } from "effect";
import { Conversation, InboxFilter, InboxState, Message, SendMessageBody } from "../domain/messaging.schema";
import { PerformerSummary } from "../domain/performer.schema";
import { NoBody, NoInput, QueryInt, endpoint } from "./endpoints";

/** `true`: the inbox calls that only acknowledge. */
const Acknowledged = Schema.Literal(true);

/** §2.6 the conversation list's two orders: last interaction (default) or who favourited the member. */
export const InboxSort = Schema.Literals(["last", "favourited"]);
export type InboxSort = typeof InboxSort.Type;

/**
 * §7 GET /inbox/list. `username` is the search (a case-insensitive prefix, §2.6); pages of §9 INBOX_PAGE_SIZE —
 * more exist when a page comes back full.
 */
export const InboxListQuery = Schema.Struct({
  filter: Schema.optional(InboxFilter),
  sort: Schema.optional(InboxSort),
  username: Schema.optional(Schema.String),
  page: Schema.optional(QueryInt),
  limit: Schema.optional(QueryInt),
});
export type InboxListQuery = typeof InboxListQuery.Type;

/** §7 GET /inbox/{id}: one page of a conversation's messages, newest page first (page 0 holds the newest). */
export const ConversationQuery = Schema.Struct({ page: Schema.optional(QueryInt), limit: Schema.optional(QueryInt) });
export type ConversationQuery = typeof ConversationQuery.Type;

/**
 * §7 POST /inbox/{id}. `{id}` is the conversation, or `new` before the first message (§4: a new conversation gets
 * its id from the answer, `Message.conversation`). The idempotency key (ARCHITECTURE §7): a repeated key charges and
 * stores nothing twice and answers the first message again.
 */
export const SendMessageRequest = Schema.Struct({ ...SendMessageBody.fields, idempotencyKey: Schema.String });
export type SendMessageRequest = typeof SendMessageRequest.Type;

/** The path value for a conversation that has no id yet. */
export const NEW_CONVERSATION = "new";

/** §7 PUT inbox/state/{state} with the conversation's id. */
export const ConversationStateBody = Schema.Struct({ id: Schema.Number });

/** §7 GET /inbox/suggestion-list/{type}: performers for the models and favourites filters (§9 page size 10). */
export const SuggestionQuery = Schema.Struct({
  username: Schema.optional(Schema.String),
  limit: Schema.optional(QueryInt),
  page: Schema.optional(QueryInt),
});
export const InboxSuggestion = Schema.Struct({ ...PerformerSummary.fields, online: Schema.Boolean });
export type InboxSuggestion = typeof InboxSuggestion.Type;

/** §7 Inbox calls (all with the member token). */
export const inboxApi = {
  list: endpoint({ api: "member", method: "GET", path: "/inbox/list", params: NoInput, query: InboxListQuery, body: NoBody, output: Schema.Array(Conversation) }),
  conversation: endpoint({
    api: "member", method: "GET", path: "/inbox/:id", params: Schema.Struct({ id: Schema.String }), query: ConversationQuery, body: NoBody, output: Conversation,
  }),
  send: endpoint({ api: "member", method: "POST", path: "/inbox/:id", params: Schema.Struct({ id: Schema.String }), query: NoInput, body: SendMessageRequest, output: Message }),
  countUnread: endpoint({ api: "member", method: "GET", path: "/inbox/count-unread", params: NoInput, query: NoInput, body: NoBody, output: Schema.Struct({ count: Schema.Number }) }),
  /** Marks the other side's messages of conversation `{id}` read (focusing a blinking pop-up, opening a conversation). */
  markRead: endpoint({
    api: "member", method: "PUT", path: "/inbox/message/read/:id", params: Schema.Struct({ id: Schema.String }), query: NoInput, body: NoBody, output: Acknowledged,
  }),
  setState: endpoint({
    api: "member", method: "PUT", path: "/inbox/state/:state", params: Schema.Struct({ state: InboxState }), query: NoInput, body: ConversationStateBody, output: Acknowledged,
  }),
  suggestions: endpoint({
    api: "member", method: "GET", path: "/inbox/suggestion-list/:type", params: Schema.Struct({ type: Schema.Literals(["models", "favourites"]) }),
    query: SuggestionQuery, body: NoBody, output: Schema.Array(InboxSuggestion),
  }),
};

/**
 * §4 member socket `private-message`: a message for the member (handled after §9's 100 ms), with the conversation it
 * belongs to and who wrote it (to open a pop-up when none is open).
 */
export const PrivateMessageEvent = Schema.Struct({ conversation: Schema.Number, message: Message, sender: PerformerSummary });
export type PrivateMessageEvent = typeof PrivateMessageEvent.Type;

/** §4 member socket `message-read`: the other side read the member's messages of a conversation up to `until`. */
export const MessageReadEvent = Schema.Struct({ conversation: Schema.Number, until: Schema.String });
export type MessageReadEvent = typeof MessageReadEvent.Type;

/** The platform's labels for a refused send (§8). `noCredits` opens the no-credits modal. */
export const INBOX_LABELS = {
  noCredits: "badRequest.deduct.credits.amount",
  tooLong: "badRequest.message.tooLong",
  empty: "badRequest.message.empty",
  imageNotAllowed: "badRequest.image.notAllowed",
  imageTooBig: "badRequest.image.tooBig",
  notFound: "notFound.conversation",
} as const;
