import { describe, expect, it } from "vitest";
import type { Conversation, Message } from "../domain/messaging.schema";
import {
  MESSENGER_LANE_MAX_MESSAGES, addLanePage, addPendingSend, canLoadOlder, compareMessages, confirmSend, createLane, discardSend, failSend,
  laneItems, markDelivered, markRead, messageTick, olderPage, placeUnreadDivider, receiveLaneMessage, type ConversationLane, type MessengerMessage,
} from "./conversation-lane";

// The member is 10 (the token's id) and owns the conversation; the performer is 20/200.
const MEMBER = 10;
const member = { userid: 10, id: 100, avatar: null, username: "jan" };
const performer = { userid: 20, id: 200, avatar: "/a.jpg", username: "Lola" };

/** Minute `m` of 15 January 2025, 12:00 UTC. */
const time = (m: number): string => new Date(Date.UTC(2025, 0, 15, 12, m)).toISOString();
/** From the performer (received by the member) or from the member (received by the performer). */
const fromHer = (id: number, m: number, extra: Partial<Message> = {}): Message => ({ id, createdAt: time(m), read: false, text: `h${id}`, receiver: 10, ...extra });
const fromMe = (id: number, m: number, extra: Partial<Message> = {}): Message => ({ id, createdAt: time(m), read: false, text: `m${id}`, receiver: 200, status: "sent", ...extra });

const conversation = (messages: readonly Message[], nextPage?: number | null, id = 1): Conversation => ({
  id, createdAt: time(0), updatedAt: time(0), participant: performer, owner: member, isBubble: false, unread: 0, archived: false, deleted: false,
  favorite: false, messages, ...(nextPage === undefined ? {} : { nextPage }),
});

const ids = (lane: ConversationLane) => lane.messages.map((m) => m.id);
const byId = (lane: ConversationLane, id: string | number): MessengerMessage => lane.messages.find((m) => m.id === id)!;

describe("conversation lane: pages (§2.6, §4, §9)", () => {
  it("the newest page first, an older one lands before it; the cursor follows the oldest page", () => {
    let lane = addLanePage(createLane(MEMBER, 1), 0, conversation([fromHer(5, 5), fromMe(4, 4)], 1));
    expect(ids(lane)).toEqual([4, 5]);
    expect(lane.messages.map((m) => m.owner)).toEqual(["self", "other"]);
    expect([lane.page, lane.nextPage, olderPage(lane), canLoadOlder(lane)]).toEqual([0, 1, 1, true]);
    lane = addLanePage(lane, 1, conversation([fromHer(2, 2), fromMe(1, 1)], null));
    expect(ids(lane)).toEqual([1, 2, 4, 5]);
    expect([lane.page, lane.nextPage, canLoadOlder(lane)]).toEqual([1, null, false]);
  });

  it("loads older only when nextPage is greater than the page loaded", () => {
    expect(canLoadOlder(addLanePage(createLane(MEMBER, 1), 2, conversation([fromHer(1, 1)], 2)))).toBe(false);
    expect(canLoadOlder(addLanePage(createLane(MEMBER, 1), 2, conversation([fromHer(1, 1)], 1)))).toBe(false);
    expect(canLoadOlder(createLane(MEMBER, 1))).toBe(false);
  });

  it("without nextPage, a full page of 20 means more (§9)", () => {
    const full = Array.from({ length: 20 }, (_, i) => fromHer(i + 1, i));
    expect(olderPage(addLanePage(createLane(MEMBER, 1), 0, conversation(full)))).toBe(1);
    expect(olderPage(addLanePage(createLane(MEMBER, 1), 0, conversation(full.slice(1))))).toBeNull();
  });

  it("a newer page reloaded keeps the cursor; a page of another conversation changes nothing", () => {
    const lane = addLanePage(addLanePage(createLane(MEMBER, 1), 0, conversation([fromHer(5, 5)], 1)), 1, conversation([fromHer(2, 2)], 2));
    const refreshed = addLanePage(lane, 0, conversation([fromHer(5, 5), fromHer(6, 6)], 1));
    expect([refreshed.page, refreshed.nextPage, ids(refreshed)]).toEqual([1, 2, [2, 5, 6]]);
    expect(addLanePage(lane, 0, conversation([fromHer(9, 9)], 1, 2))).toBe(lane);
  });

  it("a page never takes back what the lane already knows (read, delivered)", () => {
    const lane = markRead(addLanePage(createLane(MEMBER, 1), 0, conversation([fromMe(1, 1)], null)), "self");
    const stale = addLanePage(lane, 0, conversation([fromMe(1, 1, { read: false, status: "sent", text: "edited" })], null));
    expect(byId(stale, 1)).toMatchObject({ read: true, status: "delivered", text: "edited" });
  });

  it("keeps at most 500: the newest stay and a full lane loads no older page", () => {
    const many = Array.from({ length: MESSENGER_LANE_MAX_MESSAGES + 20 }, (_, i) => fromHer(i + 1, i));
    const lane = addLanePage(createLane(MEMBER, 1), 0, conversation(many, 1));
    expect(lane.messages).toHaveLength(MESSENGER_LANE_MAX_MESSAGES);
    expect(lane.messages[0]!.id).toBe(21);
    expect(canLoadOlder(lane)).toBe(false);
  });
});

describe("conversation lane: incoming messages and owner (§3, §4)", () => {
  it("once by id, in createdAt then id order; the same message again answers the same lane", () => {
    let lane = receiveLaneMessage(createLane(MEMBER, 1), fromHer(3, 1));
    lane = receiveLaneMessage(lane, fromHer(2, 1));
    lane = receiveLaneMessage(lane, fromHer(1, 2));
    expect(ids(lane)).toEqual([2, 3, 1]);
    expect(receiveLaneMessage(lane, fromHer(2, 1))).toBe(lane);
    expect(receiveLaneMessage(lane, { ...fromHer(2, 1), id: "2" })).toBe(lane);
  });

  it("a private message with no receiver is the other side's; a receiver decides by the §3 rule", () => {
    const header = addLanePage(createLane(MEMBER, 1), 0, conversation([], null));
    const lane = receiveLaneMessage(receiveLaneMessage(header, { id: 1, createdAt: time(1), read: false }), fromMe(2, 2));
    expect(lane.messages.map((m) => m.owner)).toEqual(["other", "self"]);
    // The member known by the party's other id (100) is still the receiver.
    expect(byId(receiveLaneMessage(header, fromHer(3, 3, { receiver: 100 })), 3).owner).toBe("other");
  });

  it("before the conversation arrives the token's id decides; the header re-decides every owner", () => {
    const lane = receiveLaneMessage(createLane(100, 1), fromHer(1, 1, { receiver: 10 }));
    expect(byId(lane, 1).owner).toBe("self");
    expect(byId(addLanePage(lane, 0, conversation([], null)), 1).owner).toBe("other");
  });

  it("a message of another conversation is not this lane's", () => {
    const lane = createLane(MEMBER, 1);
    expect(receiveLaneMessage(lane, fromHer(1, 1, { conversation: 2 }))).toBe(lane);
  });
});

describe("conversation lane: the member's sends", () => {
  const send = { clientId: "c-1", createdAt: time(10), text: "hoi" };

  it("pending at once, then replaced by the platform's answer; a new conversation gets its id", () => {
    const pending = addPendingSend(createLane(MEMBER), send);
    expect(pending.messages).toEqual([{ id: "c-1", createdAt: time(10), read: false, text: "hoi", attachment: null, status: "not-sent", owner: "self", send: "pending" }]);
    expect(messageTick(pending.messages[0]!)).toBe("pending");
    const answered = confirmSend(pending, "c-1", { id: 77, createdAt: time(11), read: false, text: "hoi", receiver: 200, conversation: 9 });
    expect(answered.conversationId).toBe(9);
    expect(ids(answered)).toEqual([77]);
    expect(messageTick(answered.messages[0]!)).toBe("sent");
  });

  it("never twice, even when the answer is already in the lane", () => {
    const lane = receiveLaneMessage(addPendingSend(createLane(MEMBER, 1), send), fromMe(77, 11));
    expect(ids(confirmSend(lane, "c-1", fromMe(77, 11)))).toEqual([77]);
  });

  it("failed, sent again with the same id, or discarded", () => {
    const failed = failSend(addPendingSend(createLane(MEMBER, 1), send), "c-1");
    expect(messageTick(failed.messages[0]!)).toBe("failed");
    expect(failSend(failed, "c-1")).toBe(failed);
    const retried = addPendingSend(failed, send);
    expect(messageTick(retried.messages[0]!)).toBe("pending");
    expect(addPendingSend(retried, send)).toBe(retried);
    expect(discardSend(retried, "c-1").messages).toEqual([]);
    expect(discardSend(retried, "c-2")).toBe(retried);
  });

  it("only unanswered sends can fail or be discarded", () => {
    const lane = receiveLaneMessage(createLane(MEMBER, 1), { ...fromMe(1, 1), id: "c-1" });
    expect(failSend(lane, "c-1")).toBe(lane);
    expect(discardSend(lane, "c-1")).toBe(lane);
  });
});

describe("conversation lane: delivered, read and ticks (§2.6, §4)", () => {
  const lane = addPendingSend(addLanePage(createLane(MEMBER, 1), 0, conversation([fromMe(1, 1), fromHer(2, 2), fromMe(3, 3)], null)), {
    clientId: "c-1", createdAt: time(4), text: "x",
  });
  const ticks = (l: ConversationLane) => l.messages.map(messageTick);

  it("message-read up to a time: the member's messages until then show blue ticks", () => {
    expect(ticks(lane)).toEqual(["sent", "none", "sent", "pending"]);
    expect(ticks(markRead(lane, "self", time(2)))).toEqual(["read", "none", "sent", "pending"]);
    expect(ticks(markRead(lane, "self"))).toEqual(["read", "none", "read", "pending"]);
    expect(ticks(markDelivered(lane, "self", new Date(time(3))))).toEqual(["delivered", "none", "delivered", "pending"]);
  });

  it("the member reads the other side's: delivered and read; nothing to mark answers the same lane", () => {
    const read = markRead(lane, "other");
    expect(byId(read, 2)).toMatchObject({ read: true, status: "delivered" });
    expect(markRead(read, "other")).toBe(read);
    expect(markDelivered(lane, "self", "whenever")).toBe(lane);
  });

  it("tick of a message: read wins, then delivered, not-sent is pending, else sent", () => {
    const m = (extra: Partial<MessengerMessage>): MessengerMessage => ({ id: 1, createdAt: time(1), read: false, owner: "self", ...extra });
    expect(messageTick(m({}))).toBe("sent");
    expect(messageTick(m({ status: "delivered" }))).toBe("delivered");
    expect(messageTick(m({ status: "delivered", read: true }))).toBe("read");
    expect(messageTick(m({ status: "not-sent" }))).toBe("pending");
    expect(messageTick(m({ owner: "other", read: true }))).toBe("none");
  });
});

describe("conversation lane: order, day groups and the unread divider (§2.6)", () => {
  it("orders by createdAt, then numbers before local ids; an unreadable time sorts last", () => {
    const a: Message = { id: 2, createdAt: time(1), read: false };
    expect(compareMessages(a, { ...a, id: 1 })).toBeGreaterThan(0);
    expect(compareMessages(a, { ...a, id: "c-1" })).toBeLessThan(0);
    expect(compareMessages({ ...a, id: "c-2" }, { ...a, id: "c-1" })).toBeGreaterThan(0);
    expect(compareMessages({ ...a, createdAt: "?" }, { ...a, createdAt: time(59) })).toBeGreaterThan(0);
  });

  it("the divider before the last N of the other side's (§2.6), or before her first unread", () => {
    const lane = addLanePage(createLane(MEMBER, 1), 0, conversation([fromHer(1, 1, { read: true }), fromHer(2, 2), fromMe(3, 3), fromHer(4, 4)], null));
    expect(placeUnreadDivider(lane, 1).unreadDivider).toBe(4);
    expect(placeUnreadDivider(lane, 2).unreadDivider).toBe(2);
    expect(placeUnreadDivider(lane, 9).unreadDivider).toBe(1);
    expect(placeUnreadDivider(lane).unreadDivider).toBe(2);
    expect(placeUnreadDivider(placeUnreadDivider(lane, 1), 0).unreadDivider).toBeNull();
    // Fixed when opened: reading the messages keeps it.
    expect(markRead(placeUnreadDivider(lane), "other").unreadDivider).toBe(2);
  });

  it("rows: a day divider with its label, the unread divider, each message with its tick", () => {
    const local = (day: number, hour: number) => new Date(2025, 0, day, hour, 0).toISOString();
    const lane = placeUnreadDivider(
      addLanePage(createLane(MEMBER, 1), 0, conversation([
        fromMe(1, 0, { createdAt: local(14, 9), read: true }), fromHer(2, 0, { createdAt: local(15, 8) }), fromHer(3, 0, { createdAt: local(15, 9) }),
      ], null)),
    );
    const now = new Date(2025, 0, 15, 14, 0);
    const rows = laneItems(lane, now, "nl").map((row) => (row.kind === "message" ? `${row.message.id}:${row.tick}` : row.kind === "day" ? `${row.groupDate} ${row.label}` : "unread"));
    expect(rows).toEqual(["2025-01-14 gisteren", "1:read", "2025-01-15 08:00", "unread", "2:none", "3:none"]);
    expect(laneItems(lane, now, "en")[0]).toEqual({ kind: "day", groupDate: "2025-01-14", label: "yesterday" });
  });

  it("a message with an unreadable date has no day divider of its own", () => {
    const lane = receiveLaneMessage(receiveLaneMessage(createLane(MEMBER, 1), fromHer(1, 1)), fromHer(2, 0, { createdAt: "?" }));
    expect(laneItems(lane, new Date(Date.UTC(2025, 0, 15, 13)), "en").map((row) => row.kind)).toEqual(["day", "message", "message"]);
  });
});
