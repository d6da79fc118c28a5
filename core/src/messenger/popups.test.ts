import { describe, expect, it } from "vitest";
import type { PopupConversation } from "../domain/messaging.schema";
import type { PrivateMessageEvent } from "../platform/inbox-endpoints";
import {
  NO_POPUPS, assignConversation, closePopup, decodePopups, encodePopups, focusPopup, isBlinking, isPopupOpen, openPopup, popupCapacity, popupsStorageKey,
  receivePopupMessage, toggleMinimised, trimPopups, type PopupSet,
} from "./popups";

const popup = (user: number, extra: Partial<PopupConversation> = {}): PopupConversation => ({
  user, username: `p${user}`, snapshot: `/s${user}.jpg`, nonude: `/n${user}.jpg`, unread: 0, conversation: user * 10, minimized: false, bubbled: false, ...extra,
});
const wide = { widthPx: 1920, remPx: 16 };
const phone = { widthPx: 390, remPx: 16 };
const users = (set: PopupSet) => set.popups.map((p) => p.user);
const openAll = (list: readonly number[], viewport = wide, start: PopupSet = NO_POPUPS) => list.reduce((set, user) => openPopup(set, popup(user), viewport), start);

describe("pop-ups: how many (§4, §9)", () => {
  it("one on mobile; on desktop at most 4, and only as many 26 rem wide as fit the window (at least one)", () => {
    expect(popupCapacity(phone)).toBe(1);
    expect(popupCapacity({ widthPx: 1023, remPx: 16 })).toBe(1);
    expect(popupCapacity({ widthPx: 1024, remPx: 16 })).toBe(2); // 1024 / 416
    expect(popupCapacity({ widthPx: 1280, remPx: 16 })).toBe(3);
    expect(popupCapacity({ widthPx: 1664, remPx: 16 })).toBe(4); // exactly 4 × 416
    expect(popupCapacity({ widthPx: 1663, remPx: 16 })).toBe(3);
    expect(popupCapacity({ widthPx: 3840, remPx: 16 })).toBe(4);
    expect(popupCapacity({ widthPx: 1200, remPx: 48 })).toBe(1);
    expect(popupCapacity({ widthPx: 1200, remPx: Number.NaN })).toBe(1);
  });

  it("opening a fifth on desktop evicts the oldest; mobile keeps the newest one", () => {
    expect(users(openAll([1, 2, 3, 4, 5]))).toEqual([2, 3, 4, 5]);
    expect(users(openAll([1, 2], phone))).toEqual([2]);
  });

  it("an open one is not opened twice on desktop; on mobile it opens afresh", () => {
    const set = openAll([1, 2]);
    expect(openPopup(set, popup(1, { minimized: true }), wide)).toBe(set);
    // The window shrank meanwhile: the asked-for one stays, the oldest other leaves.
    expect(users(openPopup(set, popup(1), { widthPx: 1100, remPx: 24 }))).toEqual([1]);
    const mobile = openPopup(openAll([1], phone), popup(1, { unread: 3 }), phone);
    expect(mobile.popups).toEqual([popup(1, { unread: 3 })]);
  });

  it("a smaller window trims the oldest, and the focus with them", () => {
    const { set } = focusPopup(openAll([1, 2, 3, 4]), 1);
    const trimmed = trimPopups(set, { widthPx: 1280, remPx: 16 });
    expect([users(trimmed), trimmed.focused]).toEqual([[2, 3, 4], null]);
    expect(trimPopups(trimmed, wide)).toBe(trimmed);
  });
});

describe("pop-ups: close, minimise, focus, a new conversation's id (§2.6, §4)", () => {
  it("close and minimise", () => {
    const set = openAll([1, 2]);
    expect(users(closePopup(set, 1))).toEqual([2]);
    expect(closePopup(set, 9)).toBe(set);
    expect(toggleMinimised(set, 2).popups[1]!.minimized).toBe(true);
    expect(toggleMinimised(toggleMinimised(set, 2), 2).popups[1]!.minimized).toBe(false);
    expect(toggleMinimised(set, 9)).toBe(set);
    expect([isPopupOpen(set, 2), isPopupOpen(set, 9)]).toEqual([true, false]);
  });

  it("a new conversation gets its id after the first send; one that has an id keeps it", () => {
    const set = openPopup(NO_POPUPS, popup(1, { conversation: null }), wide);
    const assigned = assignConversation(set, 1, 77);
    expect(assigned.popups[0]!.conversation).toBe(77);
    expect(assignConversation(assigned, 1, 78)).toBe(assigned);
  });

  it("blinks on unread, or when the last message is hers and unread", () => {
    expect(isBlinking(popup(1, { unread: 1 }))).toBe(true);
    expect(isBlinking(popup(1), { owner: "other", read: false })).toBe(true);
    expect(isBlinking(popup(1), { owner: "other", read: true })).toBe(false);
    expect(isBlinking(popup(1), { owner: "self", read: false })).toBe(false);
    expect(isBlinking(popup(1), null)).toBe(false);
  });

  it("focusing a blinking one clears its unread and says what to mark read", () => {
    const set = openAll([1, 2]);
    const blinking = openPopup(closePopup(set, 2), popup(2, { unread: 3 }), wide);
    const focused = focusPopup(blinking, 2);
    expect(focused.mark).toEqual({ user: 2, conversation: 20 });
    expect([focused.set.focused, focused.set.popups[1]!.unread]).toEqual([2, 0]);
    expect(focusPopup(set, 1, { owner: "other", read: false }).mark).toEqual({ user: 1, conversation: 10 });
  });

  it("focusing a quiet one only raises it; a new conversation has nothing to mark; an unknown one nothing at all", () => {
    const set = openAll([1, 2]);
    expect(focusPopup(set, 1)).toEqual({ set: { ...set, focused: 1 }, mark: null });
    const fresh = openPopup(NO_POPUPS, popup(3, { conversation: null, unread: 1 }), wide);
    expect(focusPopup(fresh, 3)).toEqual({ set: { popups: [popup(3, { conversation: null })], focused: 3 }, mark: null });
    expect(focusPopup(set, 9)).toEqual({ set, mark: null });
  });
});

describe("pop-ups: a private message for the member (§4)", () => {
  const event = (user: number, conversation: number): PrivateMessageEvent => ({
    conversation, message: { id: 1, createdAt: "2025-01-15T12:00:00Z", read: false, receiver: 10 },
    sender: { user, username: `p${user}`, snapshot: `/s${user}.jpg`, nonude: `/n${user}.jpg` },
  });

  it("opens one when none is open for that performer, evicting the oldest", () => {
    const set = receivePopupMessage(openAll([1, 2, 3, 4]), event(5, 50), wide);
    expect(users(set)).toEqual([2, 3, 4, 5]);
    expect(set.popups[3]).toEqual(popup(5, { unread: 1 }));
    expect(users(receivePopupMessage(openAll([1], phone), event(5, 50), phone))).toEqual([5]);
  });

  it("raises the unread of an open one and gives a new conversation its id", () => {
    const set = openPopup(NO_POPUPS, popup(1, { conversation: null }), wide);
    const next = receivePopupMessage(receivePopupMessage(set, event(1, 10), wide), event(1, 10), wide);
    expect(next.popups).toEqual([popup(1, { unread: 2, conversation: 10 })]);
  });
});

describe("pop-ups: local storage (§4 cached per username and restored)", () => {
  it("round-trips under the member's key", () => {
    const { set } = focusPopup(openAll([1, 2, 3]), 2);
    expect(popupsStorageKey("jan")).toBe("popups:jan");
    expect(decodePopups(encodePopups(set))).toEqual(set);
    expect(decodePopups(JSON.parse(encodePopups(set)))).toEqual(set);
  });

  it("drops what does not decode and never throws", () => {
    for (const raw of ["{", "null", "42", '"x"', "[]", '{"popups":3}', undefined, null, 7, { popups: "no" }]) {
      expect(decodePopups(raw)).toEqual(NO_POPUPS);
    }
    const stored = { popups: [popup(1), { ...popup(2), minimized: "no" }, "junk", popup(3), popup(1, { unread: 5 })], focused: 2 };
    expect(decodePopups(JSON.stringify(stored))).toEqual({ popups: [popup(1), popup(3)], focused: null });
    expect(decodePopups({ popups: [popup(1)], focused: "1" })).toEqual({ popups: [popup(1)], focused: null });
    expect(decodePopups({ popups: [popup(1)], focused: 1 })).toEqual({ popups: [popup(1)], focused: 1 });
  });

  it("keeps at most the newest 4; trim to the window after", () => {
    const restored = decodePopups({ popups: [1, 2, 3, 4, 5, 6].map((u) => popup(u)), focused: 6 });
    expect([users(restored), restored.focused]).toEqual([[3, 4, 5, 6], 6]);
    expect(users(trimPopups(restored, phone))).toEqual([6]);
  });
});
