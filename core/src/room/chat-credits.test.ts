import { describe, expect, it } from "vitest";
import type { ChatMode } from "../domain/chat.schema";
import type { PerformerStatus } from "../domain/performer.schema";
import { chatCreditState, roomMode, roomStatus } from "./chat-credits";
import type { ChatEnd } from "./chat-session.schema";

describe("chat credit states (§4, §9 60 credits a minute)", () => {
  it("reads the room's mode from the last switch, else from the performer's status", () => {
    expect(roomMode(null, "free")).toBe("free");
    expect(roomMode(null, "online")).toBe("chat");
    expect(roomMode("free", "online")).toBe("free");
  });
  it("is low under two minutes and none under one in paid chat; free chat and guests are never short", () => {
    expect([150, 119, 60, 59, 0].map((balance) => chatCreditState("chat", balance, false))).toEqual(["ok", "low", "low", "none", "none"]);
    expect(chatCreditState("free", 0, false)).toBe("ok");
    expect(chatCreditState("chat", 0, true)).toBe("ok");
    expect(chatCreditState("chat", null, false)).toBe("ok");
  });
  it("counts a VIP show's minutes at its price (§4 credit states during VIP)", () => {
    expect([100, 99, 50, 49].map((balance) => chatCreditState("vip", balance, false, 50))).toEqual(["ok", "low", "low", "none"]);
    expect(chatCreditState("vip", 479, false, 240)).toBe("low");
  });
  it("shows the room's own status over the one read at load: its switches and its close (issue 27)", () => {
    const anna = (loaded: PerformerStatus) => ({ username: "Anna", loaded });
    const room = (mode: ChatMode | null, end: ChatEnd | null = null, performer = "anna") => ({ performer, mode, end });
    // Before the join, and joined before any switch: what the page loaded.
    expect(roomStatus(anna("free"), null)).toBe("free");
    expect(roomStatus(anna("free"), room(null))).toBe("free");
    // She went private (the badge kept saying free chat), and back to free chat after the show (it kept saying VIP).
    expect(roomStatus(anna("free"), room("vip"))).toBe("vip");
    expect(roomStatus(anna("vip"), room("free"))).toBe("free");
    expect(roomStatus(anna("free"), room("chat"))).toBe("online");
    // The room closed or paused: whatever it said before.
    expect(roomStatus(anna("free"), room("free", "offline"))).toBe("offline");
    expect(roomStatus(anna("online"), room("chat", "paused"))).toBe("pause");
    // A visitor's own end (kicked, out of credits) says nothing about her status.
    expect(roomStatus(anna("online"), room("chat", "no_credits"))).toBe("online");
    // The chat is still the last room's: this one's loaded status until its own start.
    expect(roomStatus(anna("free"), room("chat", "offline", "Bella"))).toBe("free");
  });
});
