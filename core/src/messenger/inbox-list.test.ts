import { describe, expect, it } from "vitest";
import type { Conversation, Message } from "../domain/messaging.schema";
import type { PrivateMessageEvent } from "../platform/inbox-endpoints";
import {
  EMPTY_INBOX, applyInboxPage, deleteConversation, lastInteraction, lastMessageSide, markConversationRead, matchesFilter, matchesSearch, nextInboxPage,
  receiveInboxMessage, shouldAskServer, sortConversations, unreadBadge, unreadTotal, visibleConversations, type InboxContext,
} from "./inbox-list";

const MEMBER = 10;
const member = { userid: 10, id: 100, avatar: null, username: "jan" };
const time = (m: number): string => new Date(Date.UTC(2025, 0, 15, 12, m)).toISOString();

/** Conversation `id` with performer `username` (user id 1000 + id); its last message is hers, the member's, or none. */
const conversation = (id: number, username: string, last: "her" | "me" | null, extra: Partial<Conversation> = {}): Conversation => {
  const message: Message | null = last === null ? null : { id: id * 10, createdAt: time(id), read: false, receiver: last === "her" ? 10 : 1000 + id };
  return {
    id, createdAt: time(0), updatedAt: time(0), participant: { userid: 1000 + id, id: 2000 + id, avatar: null, username }, owner: member,
    isBubble: false, unread: 0, archived: false, deleted: false, favorite: false, message, ...extra,
  };
};

const lola = conversation(1, "Lola", "her", { unread: 2, favorite: true });
const lisa = conversation(2, "lisa_x", "me");
const mia = conversation(3, "Mia", null, { unread: 1 });
const context: InboxContext = { memberId: MEMBER, isOnline: (performer) => performer.username === "Mia" };
const list = applyInboxPage(EMPTY_INBOX, 0, [lola, lisa, mia]);
const names = (conversations: readonly Conversation[]) => conversations.map((c) => c.participant.username);

describe("inbox list: pages (§7, §9)", () => {
  it("page 0 replaces, a later page adds what is not shown yet; more only after a full page of 20", () => {
    expect([list.page, list.hasMore, nextInboxPage(list)]).toEqual([0, false, null]);
    const full = Array.from({ length: 20 }, (_, i) => conversation(i + 10, `p${i}`, "her"));
    const paged = applyInboxPage(list, 0, full);
    expect([paged.conversations.length, nextInboxPage(paged)]).toEqual([20, 1]);
    const more = applyInboxPage(paged, 1, [conversation(10, "p0", "her"), lola]);
    expect(more.conversations.map((c) => c.id)).toEqual([...full.map((c) => c.id), 1]);
    expect([more.page, more.hasMore]).toEqual([1, false]);
  });

  it("a page's repeated conversation shows once", () => {
    expect(applyInboxPage(EMPTY_INBOX, 0, [lola, lola, lisa]).conversations.map((c) => c.id)).toEqual([1, 2]);
  });
});

describe("inbox list: filters, sort and search (§2.6)", () => {
  it("unanswered: her last message; answered: the member's; none: neither", () => {
    expect([lola, lisa, mia].map((c) => lastMessageSide(c, MEMBER))).toEqual(["other", "self", null]);
    expect(names(list.conversations.filter((c) => matchesFilter(c, "all", context)))).toEqual(["Lola", "lisa_x", "Mia"]);
    expect(names(list.conversations.filter((c) => matchesFilter(c, "unanswered", context)))).toEqual(["Lola"]);
    expect(names(list.conversations.filter((c) => matchesFilter(c, "answered", context)))).toEqual(["lisa_x"]);
    expect(names(list.conversations.filter((c) => matchesFilter(c, "favourites", context)))).toEqual(["Lola"]);
    expect(names(list.conversations.filter((c) => matchesFilter(c, "models", context)))).toEqual(["Mia"]);
  });

  it("last interaction first (update or last message, then the higher id); favourited first", () => {
    expect(lastInteraction(lisa)).toBe(Date.parse(time(2)));
    expect(lastInteraction(conversation(4, "x", null, { updatedAt: "?" }))).toBe(Number.NEGATIVE_INFINITY);
    expect(names(sortConversations(list.conversations, "last"))).toEqual(["lisa_x", "Lola", "Mia"]);
    expect(names(sortConversations(list.conversations, "favourited"))).toEqual(["Lola", "lisa_x", "Mia"]);
    const undated = [conversation(5, "a", null, { updatedAt: "?" }), conversation(6, "b", null, { updatedAt: "?" })];
    expect(names(sortConversations(undated, "last"))).toEqual(["b", "a"]);
  });

  it("search: username prefix, case-insensitive, trimmed; the server only above 2 characters", () => {
    expect(names(list.conversations.filter((c) => matchesSearch(c, " LI", MEMBER)))).toEqual(["lisa_x"]);
    expect(names(list.conversations.filter((c) => matchesSearch(c, "l", MEMBER)))).toEqual(["Lola", "lisa_x"]);
    expect(names(list.conversations.filter((c) => matchesSearch(c, "isa", MEMBER)))).toEqual([]);
    expect(list.conversations.filter((c) => matchesSearch(c, "", MEMBER))).toHaveLength(3);
    expect([shouldAskServer("li"), shouldAskServer("lis"), shouldAskServer(" li  ")]).toEqual([false, true, false]);
  });

  it("the list as shown: filtered, searched, sorted", () => {
    expect(names(visibleConversations(list, { ...context, filter: "all", sort: "last", search: "l" }))).toEqual(["lisa_x", "Lola"]);
    expect(names(visibleConversations(list, { ...context, filter: "unanswered", sort: "last", search: "" }))).toEqual(["Lola"]);
  });
});

describe("inbox list: incoming messages, read, delete, unread (§4)", () => {
  const event = (conversationId: number, id: number): PrivateMessageEvent => ({
    conversation: conversationId, message: { id, createdAt: time(30), read: false, receiver: 10, text: "hi" },
    sender: { user: 1003, username: "Mia", snapshot: "/s.jpg", nonude: "/n.jpg" },
  });

  it("moves the conversation to the top with one more unread; a replay changes nothing", () => {
    const next = receiveInboxMessage(list, event(3, 99));
    if (next === "unknown") throw new Error("known conversation");
    expect(next.conversations.map((c) => [c.id, c.unread])).toEqual([[3, 2], [1, 2], [2, 0]]);
    expect(next.conversations[0]).toMatchObject({ updatedAt: time(30), message: { id: 99 } });
    expect(receiveInboxMessage(next, event(3, 99))).toBe(next);
  });

  it("a conversation not in the list is unknown (the flow reloads)", () => {
    expect(receiveInboxMessage(list, event(42, 1))).toBe("unknown");
  });

  it("mark read, delete, and the unread total with its badge", () => {
    expect(unreadTotal(list)).toBe(3);
    const read = markConversationRead(list, 1);
    expect([unreadTotal(read), markConversationRead(read, 1) === read, markConversationRead(list, 42) === list]).toEqual([1, true, true]);
    const deleted = deleteConversation(list, 3);
    expect([names(deleted.conversations), unreadTotal(deleted), deleteConversation(deleted, 3) === deleted]).toEqual([["Lola", "lisa_x"], 2, true]);
    expect(unreadTotal(applyInboxPage(EMPTY_INBOX, 0, [{ ...lola, unread: -4 }, mia]))).toBe(1);
    expect([0, 1, 99, 100, 2500].map(unreadBadge)).toEqual([null, "1", "99", "99+", "99+"]);
  });
});
