import { INBOX_LABELS, MESSAGE_PRICE_CREDITS, NEW_CONVERSATION, validateMessage, type SendMessageRequest } from "@camstage/core";
import type { WorldState } from "../world/world.schema";
import type { WorldMember } from "../world/member.schema";
import type { InboxConversation, InboxMessageSent } from "./inbox.schema";
import { conversationIn, inboxKey } from "./inbox.reducer";
import { conversationWith } from "./inbox-list";
import { attachmentError } from "./inbox-attachment";
import { profileOf } from "./inbox.wire";

/**
 * What a member's send does: the event to dispatch (null for a repeated key: its first message answers again), the
 * conversation and message it makes, or the labelled refusal (§8).
 */
export type SendOutcome =
  | { readonly ok: true; readonly event: InboxMessageSent | null; readonly conversation: number; readonly message: number }
  | { readonly ok: false; readonly status: 400 | 404; readonly label: string };

const refuse = (status: 400 | 404, label: string): SendOutcome => ({ ok: false, status, label });

/** The ids the next conversation and message get. */
const nextConversationId = (state: WorldState) => (state.inbox.conversations.at(-1)?.id ?? 0) + 1;
const nextMessageId = (state: WorldState) => state.inbox.messageCount + 1;

/** The conversation between the two, or the id a new one gets. */
const conversationIdFor = (state: WorldState, member: number, performer: number) => conversationWith(state, member, performer)?.id ?? nextConversationId(state);

/** The conversation a repeated key paid for, with the message. */
const repeatOf = (state: WorldState, member: number, key: string): SendOutcome | undefined => {
  const message = state.inbox.keys[inboxKey(member, key)];
  const conversation = message === undefined ? undefined : state.inbox.conversations.find((c) => c.messages.some((m) => m.id === message));
  return message === undefined || conversation === undefined ? undefined : { ok: true, event: null, conversation: conversation.id, message };
};

/** The conversation `{id}` names: the member's own with the body's target; `new` with a known performer (its id, existing or to be made). */
const targetOf = (state: WorldState, member: WorldMember, id: string, target: number): number | undefined => {
  if (id === NEW_CONVERSATION) return profileOf(state, target) === undefined ? undefined : conversationIdFor(state, member.id, target);
  const conversation: InboxConversation | undefined = /^[0-9]+$/.test(id) ? conversationIn(state.inbox, Number(id)) : undefined;
  return conversation?.member === member.id && conversation.performer === target ? conversation.id : undefined;
};

const TEXT_LABELS = { "message.empty": INBOX_LABELS.empty, "message.tooLong": INBOX_LABELS.tooLong } as const;

/**
 * §7 POST /inbox/{id}: a member's paid message (§5 text trimmed, at most 255 characters, not empty without an
 * image; the image a jpeg under 5 MB; §9 60 credits, else the deduct label that opens the no-credits modal), once per
 * idempotency key (ARCHITECTURE §7).
 */
export const memberSend = (state: WorldState, member: WorldMember, id: string, body: SendMessageRequest, at: number): SendOutcome => {
  const repeat = repeatOf(state, member.id, body.idempotencyKey);
  if (repeat !== undefined) return repeat;
  const conversation = targetOf(state, member, id, body.target);
  if (conversation === undefined) return refuse(404, INBOX_LABELS.notFound);
  const image = body.attachment === undefined || body.attachment === null || body.attachment === "" ? null : body.attachment;
  const checked = validateMessage({ text: body.message, hasAttachment: image !== null, credits: member.credits });
  const errors = checked.ok ? [] : checked.errors;
  const textError = errors.find((error) => error !== "message.noCredits");
  if (textError !== undefined) return refuse(400, TEXT_LABELS[textError]);
  const imageError = image === null ? null : attachmentError(image);
  if (imageError !== null) return refuse(400, imageError);
  if (errors.includes("message.noCredits")) return refuse(400, INBOX_LABELS.noCredits);
  const message = nextMessageId(state);
  return {
    ok: true,
    conversation,
    message,
    event: {
      type: "inbox.message.sent", conversation, member: member.id, performer: body.target, id: message, sender: "member",
      text: body.message.trim(), image, key: body.idempotencyKey, price: MESSAGE_PRICE_CREDITS, at,
    },
  };
};

/** A performer writes to a member (QA, the reply bot): free, in their conversation or a new one. */
export const performerMessage = (state: WorldState, member: number, performer: number, text: string, at: number): InboxMessageSent => ({
  type: "inbox.message.sent", conversation: conversationIdFor(state, member, performer), member, performer, id: nextMessageId(state), sender: "performer",
  text, image: null, key: null, price: 0, at,
});
