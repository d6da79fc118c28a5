import { Result, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { decodeChatSocketPayload } from "./chat-socket";
import { CHAT_SOCKET_WIRE_NAMES, ChatSocketEvent, memberDisconnectedOutcome } from "./chat-socket.schema";

const ok = (wire: Parameters<typeof decodeChatSocketPayload>[0], payload: unknown) => {
  const decoded = decodeChatSocketPayload(wire, payload);
  if (Result.isFailure(decoded)) throw new Error(decoded.failure);
  return decoded.success;
};

describe("chat socket events (§4)", () => {
  it("turns each wire event into its typed event", () => {
    const message = { id: "m1", messageType: "member", sender: "bob", message: "hi", at: 1 };
    expect(ok("message", message)).toEqual({ type: "socket.chat.message", message });
    expect(ok("chat-switch", { mode: "free" })).toEqual({ type: "socket.chat.switched", mode: "free" });
    expect(ok("member-disconnected", { clientId: "c1", reason: "chat-closed" })).toEqual({ type: "socket.chat.memberDisconnected", clientId: "c1", reason: "chat-closed" });
    expect(ok("video-denied", {})).toEqual({ type: "socket.chat.media", media: "video", available: false });
    expect(ok("accept-vip", {})).toEqual({ type: "socket.chat.vipAccepted" });
    expect(ok("ft-tip", { sender: "bob", amount: 150, intensity: "normal", duration: 3, at: 5 })).toMatchObject({ type: "socket.chat.toyTip" });
  });

  it("reads an end without a reason as the default end (§4 end reasons)", () => {
    expect(ok("chat-stopped", {})).toEqual({ type: "socket.chat.stopped", reason: "default" });
    expect(ok("chat-stopped", { reason: "guest_expired" })).toEqual({ type: "socket.chat.stopped", reason: "guest_expired" });
  });

  it("refuses a malformed payload with its reason, and never throws (§8)", () => {
    for (const [wire, payload] of [
      ["message", { id: 1, messageType: "member", sender: "b", message: "x", at: 1 }],
      ["message", { id: "1", messageType: "shout", sender: "b", message: "x", at: 1 }],
      ["chat-switch", { mode: "party" }],
      ["tip", { id: "t", sender: "b", amount: -5, tipType: "kiss", message: "", isPublic: true, at: 1 }],
      ["chat-stopped", { reason: "bored" }],
      ["kick", null],
      ["tip-goal", { goal: { title: "Oil show", target: 0, progress: 0 } }],
      ["tip-menu", { items: [{ id: "x", label: "", credits: 150 }] }],
    ] as const) {
      expect(Result.isFailure(decodeChatSocketPayload(wire, payload)), `${wire} ${JSON.stringify(payload)}`).toBe(true);
    }
  });

  it("every wire event decodes a payload into an event the chat flow's schema accepts", () => {
    const samples: Record<string, unknown> = {
      "member-disconnected": { clientId: "c", reason: "x" },
      "accept-vip": { message: { id: "v", messageType: "system", sender: "", message: "VIP", at: 1 } },
      "vip-disconnect": { clientId: "c" },
      "chat-switch": { mode: "vip" },
      message: { id: "m", messageType: "room", sender: "a", message: "b", at: 2 },
      tip: { id: "t", sender: "b", amount: 50, tipType: "rose", message: "", isPublic: true, at: 3 },
      kick: { clientId: "c" },
      "player-error": { message: "decode" },
      cybertoy: { active: true },
      "ft-tip": { sender: "b", amount: 50, intensity: "low", duration: 1, at: 4 },
      "tip-goal": { goal: { title: "Oil show", target: 5000, progress: 150 } },
      "tip-menu": { items: [{ id: "dance", label: "Dance", credits: 150 }] },
    };
    for (const wire of CHAT_SOCKET_WIRE_NAMES) {
      const event = ok(wire, samples[wire] ?? {});
      expect(Schema.decodeUnknownResult(ChatSocketEvent)(event)._tag, wire).toBe("Success");
    }
  });

  it("member-disconnected redirects for the redirect reasons, leaves for others, and means nothing for another client", () => {
    expect(memberDisconnectedOutcome({ clientId: "me", reason: "ping-auth-expired" }, "me")).toBe("redirect");
    expect(memberDisconnectedOutcome({ clientId: "me", reason: "chat-closed" }, "me")).toBe("redirect");
    expect(memberDisconnectedOutcome({ clientId: "me", reason: "idle" }, "me")).toBe("leave");
    expect(memberDisconnectedOutcome({ clientId: "other", reason: "chat-closed" }, "me")).toBe("none");
    expect(memberDisconnectedOutcome({ clientId: "me", reason: "chat-closed" }, null)).toBe("none");
  });
});
