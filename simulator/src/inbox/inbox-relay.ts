import type { MessageReadEvent, PrivateMessageEvent } from "@camstage/core";
import type { WorldState } from "../world/world.schema";
import type { InboxConversation } from "./inbox.schema";
import { messageWire, performerSummary, profileOf } from "./inbox.wire";

/** What the member socket says about the inbox, to one member (§4 private-message, message-read). */
export type InboxNotice =
  | { readonly member: number; readonly event: "private-message"; readonly payload: PrivateMessageEvent }
  | { readonly member: number; readonly event: "message-read"; readonly payload: MessageReadEvent };

const noticesOf = (state: WorldState, conversation: InboxConversation, was: InboxConversation | undefined): InboxNotice[] => {
  const notices: InboxNotice[] = [];
  const known = new Set(was?.messages.map((m) => m.id));
  const profile = profileOf(state, conversation.performer);
  for (const message of conversation.messages) {
    if (message.sender !== "performer" || known.has(message.id) || profile === undefined) continue;
    notices.push({
      member: conversation.member,
      event: "private-message",
      payload: { conversation: conversation.id, message: messageWire(conversation, message), sender: performerSummary(profile) },
    });
  }
  // The performer read the member's messages: up to the newest of them that was unread before.
  const unreadBefore = new Set(was?.messages.filter((m) => m.sender === "member" && !m.read).map((m) => m.id));
  const newlyRead = conversation.messages.filter((m) => m.sender === "member" && m.read && unreadBefore.has(m.id)).at(-1);
  if (newlyRead !== undefined) {
    notices.push({ member: conversation.member, event: "message-read", payload: { conversation: conversation.id, until: new Date(newlyRead.at).toISOString() } });
  }
  return notices;
};

/**
 * The inbox changes between two world states the member hears about: each new message of a performer
 * (`private-message` with the conversation, the message and who wrote it) and each read by a performer (`message-read`,
 * `until` the newest message read, its createdAt).
 */
export const inboxNotices = (next: WorldState, previous: WorldState): InboxNotice[] => {
  if (next.inbox.conversations === previous.inbox.conversations) return [];
  const before = new Map(previous.inbox.conversations.map((c) => [c.id, c]));
  return next.inbox.conversations.flatMap((conversation) => {
    const was = before.get(conversation.id);
    return was === conversation ? [] : noticesOf(next, conversation, was);
  });
};
