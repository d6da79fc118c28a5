import { describe, expect, it } from "vitest";
import { chatCreditState, roomMode } from "./chat-credits";

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
});
