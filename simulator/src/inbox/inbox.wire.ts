import type { Conversation, ConversationParty, Message, PerformerProfile, PerformerSummary } from "@camstage/core";
import type { WorldState } from "../world/world.schema";
import type { WorldMember } from "../world/member.schema";
import { mediaUrl } from "../world/media.urls";
import type { InboxConversation, InboxMessage } from "./inbox.schema";
import { attachmentUrl } from "./inbox-attachment";

/** The inbox as the platform answers it (§3 Conversation, Message), from the member's side. */
const iso = (ms: number) => new Date(ms).toISOString();

export const profileOf = (state: WorldState, performer: number): PerformerProfile | undefined =>
  state.performers.find((p) => p.profile.id === performer)?.profile;

/** §4 online now: any status but offline. */
export const isOnline = (profile: PerformerProfile | undefined) => profile !== undefined && profile.onlineState !== "offline";

/** §3 the member's unread count: the performer's messages the member has not read. */
export const unreadOf = (conversation: InboxConversation) => conversation.messages.filter((m) => m.sender === "performer" && !m.read).length;

export const performerSummary = (profile: PerformerProfile): PerformerSummary => ({
  user: profile.id, username: profile.username, snapshot: profile.snapshot, nonude: profile.nonude,
});

/**
 * §3 a message: `receiver` decides its owner (the member received the performer's), `owner` says the same for a client
 * that reads it; `text` and `content` both carry the body (the two readings); `status` is the recipient's delivery.
 */
export const messageWire = (conversation: InboxConversation, message: InboxMessage): Message => ({
  id: message.id,
  createdAt: iso(message.at),
  read: message.read,
  text: message.text,
  content: message.text,
  attachment: message.image === null ? null : attachmentUrl(message.id),
  owner: message.sender === "member" ? "self" : "other",
  receiver: message.sender === "member" ? conversation.performer : conversation.member,
  conversation: conversation.id,
  status: message.delivered ? "delivered" : "sent",
});

const memberParty = (member: WorldMember | undefined, id: number): ConversationParty => ({ userid: id, id, avatar: null, username: member?.username ?? "" });

/** The performer's side; her avatar is the covered one when the site asks for no nudity (§2.1 nude filter). */
const performerParty = (profile: PerformerProfile | undefined, id: number, noNude: boolean): ConversationParty => ({
  userid: id, id, avatar: mediaUrl.performer(id, "avatar", noNude), username: profile?.username ?? "",
});

/** §3 a conversation without its messages (the list); `favorite`: the member has the performer among her favourites. */
export const conversationWire = (state: WorldState, conversation: InboxConversation, noNude: boolean): Conversation => {
  const member = state.members.find((m) => m.id === conversation.member);
  const performer = performerParty(profileOf(state, conversation.performer), conversation.performer, noNude);
  const last = conversation.messages.at(-1);
  return {
    id: conversation.id,
    createdAt: iso(conversation.createdAt),
    updatedAt: iso(last?.at ?? conversation.createdAt),
    participant: performer,
    owner: memberParty(member, conversation.member),
    other: { ...performer, messagingId: conversation.performer },
    isBubble: conversation.bubble,
    unread: unreadOf(conversation),
    archived: false,
    deleted: conversation.deleted,
    favorite: member?.favourites.includes(conversation.performer) ?? false,
    message: last === undefined ? null : messageWire(conversation, last),
  };
};

/**
 * §7 GET /inbox/{id} page `page` of `limit`: page 0 holds the newest messages, each page oldest first; `nextPage` is the
 * page with older ones, null at the start of the conversation.
 */
export const conversationPage = (state: WorldState, conversation: InboxConversation, noNude: boolean, page: number, limit: number): Conversation => {
  const end = conversation.messages.length - page * limit;
  const start = Math.max(0, end - limit);
  const messages = end <= 0 ? [] : conversation.messages.slice(start, end);
  return {
    ...conversationWire(state, conversation, noNude),
    messages: messages.map((m) => messageWire(conversation, m)),
    nextPage: start > 0 ? page + 1 : null,
  };
};
