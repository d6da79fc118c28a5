import { Schema } from "effect";
import { expect, test } from "vitest";
import {
  Conversation, Message, MemberSuggestionQuery, PopupConversation, conversationOther, conversationSelf, conversationUrl, messageOwner,
} from "./messaging.schema";

const member = { userid: 10, id: 100, avatar: null, username: "jan" };
const performer = { userid: 20, id: 200, avatar: "/a.jpg", username: "Lola" };
const conversation = {
  id: 1, createdAt: "2024-01-01T10:00:00Z", updatedAt: "2024-01-02T10:00:00Z", participant: performer, owner: member,
  isBubble: false, unread: 2, archived: false, deleted: false, favorite: true,
  message: { id: 5, createdAt: "2024-01-02T10:00:00Z", read: false, content: "hoi", receiver: 10 }, nextPage: null,
};

test("conversation and message decode; broken ones fail", () => {
  const decoded = Schema.decodeUnknownSync(Conversation)(conversation);
  expect(decoded.participant.username).toBe("Lola");
  expect(() => Schema.decodeUnknownSync(Conversation)({ ...conversation, owner: { id: 1 } })).toThrow();
  expect(() => Schema.decodeUnknownSync(Message)({ id: 1, createdAt: "x", read: false, status: "lost" })).toThrow();
  expect(Schema.decodeUnknownSync(Message)({ id: "local-1", createdAt: "x", read: false, status: "not-sent", kind: "text" }).id).toBe("local-1");
});

test("derived self, other and url", () => {
  const c = Schema.decodeUnknownSync(Conversation)(conversation);
  expect(conversationSelf(c, 10)).toEqual(member);
  expect(conversationOther(c, 100)).toEqual(performer);
  expect(conversationUrl(c, 10)).toBe("/messenger/Lola");
});

test("message owner: received by the member means the other side's", () => {
  const c = Schema.decodeUnknownSync(Conversation)(conversation);
  expect(messageOwner({ id: 1, createdAt: "", read: true, receiver: 10 }, c, 10)).toBe("other");
  expect(messageOwner({ id: 2, createdAt: "", read: true, receiver: 200 }, c, 10)).toBe("self");
});

test("popup conversation and member suggestion query", () => {
  const popup = { user: 20, username: "Lola", snapshot: "/s.jpg", nonude: "/n.jpg", unread: 0, conversation: null, minimized: false, bubbled: false };
  expect(Schema.decodeUnknownSync(PopupConversation)(popup)).toEqual(popup);
  expect(() => Schema.decodeUnknownSync(PopupConversation)({ ...popup, minimized: "no" })).toThrow();
  expect(Schema.is(MemberSuggestionQuery)({ type: "models", perPage: 10, page: 0 })).toBe(true);
  expect(Schema.is(MemberSuggestionQuery)({ type: "all", perPage: 10, page: 0 })).toBe(false);
});
