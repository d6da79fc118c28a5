import type { SenderType } from "@camstage/core";
import type { WorldState } from "../world/world.schema";
import { creditMember } from "../world/member.reducer";
import type { InboxConversation, InboxMessage, InboxMessageSent, InboxState, InboxWorldEvent } from "./inbox.schema";

/** The key a member's idempotency key is kept under. */
export const inboxKey = (member: number, key: string) => `${member}:${key}`;

export const conversationIn = (inbox: InboxState, id: number): InboxConversation | undefined => inbox.conversations.find((c) => c.id === id);

const withInbox = (state: WorldState, inbox: InboxState): WorldState => (inbox === state.inbox ? state : { ...state, inbox });

const withConversation = (state: WorldState, id: number, change: (conversation: InboxConversation) => InboxConversation): WorldState => {
  const { inbox } = state;
  const index = inbox.conversations.findIndex((c) => c.id === id);
  const conversation = inbox.conversations[index];
  if (conversation === undefined) return state;
  const next = change(conversation);
  if (next === conversation) return state;
  const conversations = [...inbox.conversations];
  conversations[index] = next;
  return withInbox(state, { ...inbox, conversations });
};

/** The messages the `reader` received (the other side's), changed by `change` where `pending` says so. */
const receivedBy = (reader: SenderType, pending: (m: InboxMessage) => boolean, change: (m: InboxMessage) => InboxMessage) => (c: InboxConversation) =>
  c.messages.some((m) => m.sender !== reader && pending(m)) ? { ...c, messages: c.messages.map((m) => (m.sender !== reader && pending(m) ? change(m) : m)) } : c;

/** A repeat (its id or its member's key already used), a paid message the balance does not cover, or a stranger's conversation. */
const isRefused = (state: WorldState, event: InboxMessageSent): boolean => {
  const { inbox } = state;
  if (event.id <= inbox.messageCount) return true;
  if (event.key !== null && inbox.keys[inboxKey(event.member, event.key)] !== undefined) return true;
  const member = state.members.find((m) => m.id === event.member);
  if (member === undefined || member.credits < event.price) return true;
  const conversation = conversationIn(inbox, event.conversation);
  return conversation !== undefined && (conversation.member !== event.member || conversation.performer !== event.performer);
};

const send = (state: WorldState, event: InboxMessageSent): WorldState => {
  if (isRefused(state, event)) return state;
  const message: InboxMessage = { id: event.id, sender: event.sender, text: event.text, image: event.image, key: event.key, at: event.at, delivered: false, read: false };
  const { inbox } = state;
  const existing = conversationIn(inbox, event.conversation);
  // A new message brings a deleted conversation back to the member's list.
  const conversation: InboxConversation = existing === undefined
    ? { id: event.conversation, member: event.member, performer: event.performer, createdAt: event.at, messages: [message], deleted: false, bubble: false }
    : { ...existing, messages: [...existing.messages, message], deleted: false };
  const conversations = existing === undefined
    ? [...inbox.conversations, conversation].sort((a, b) => a.id - b.id)
    : inbox.conversations.map((c) => (c === existing ? conversation : c));
  const keys = event.key === null ? inbox.keys : { ...inbox.keys, [inboxKey(event.member, event.key)]: event.id };
  return creditMember(withInbox(state, { ...inbox, conversations, keys, messageCount: event.id }), event.member, -event.price);
};

/** Folds the inbox events: messages (a paid one charged once per key, never below zero), delivery and read marks, delete, bubble, the bot. */
export const reduceInbox = (state: WorldState, event: InboxWorldEvent): WorldState => {
  switch (event.type) {
    case "inbox.message.sent":
      return send(state, event);
    case "inbox.delivered":
      return withConversation(state, event.conversation, receivedBy(event.reader, (m) => !m.delivered, (m) => ({ ...m, delivered: true })));
    case "inbox.read":
      return withConversation(state, event.conversation, receivedBy(event.reader, (m) => !m.read, (m) => ({ ...m, delivered: true, read: true })));
    case "inbox.conversation.deleted":
      return withConversation(state, event.conversation, (c) => (c.deleted ? c : { ...c, deleted: true }));
    case "inbox.conversation.bubbled":
      return withConversation(state, event.conversation, (c) => (c.bubble ? c : { ...c, bubble: true }));
    case "inbox.replies.set":
      return state.inbox.replies === event.active ? state : withInbox(state, { ...state.inbox, replies: event.active });
  }
};
