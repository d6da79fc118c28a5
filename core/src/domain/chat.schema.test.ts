import { Schema } from "effect";
import { expect, test } from "vitest";
import {
  ChatAuthTokenPayload, ChatJoinParameters, ChatJoinTokenPayload, ChatMessage, Tip, ToyTip, isNoticeMessage, isVipSession, raisesNewMessageFlag,
} from "./chat.schema";
import { decodeTokenPayload, encodeTokenPayload } from "./token";

test("join parameters and tokens decode", () => {
  expect(Schema.decodeUnknownSync(ChatJoinParameters)({ performer: 7, session: "s", meta: { device: "mobile" } }).performer).toBe(7);
  expect(() => Schema.decodeUnknownSync(ChatJoinParameters)({ session: "s" })).toThrow();
  expect(decodeTokenPayload(ChatJoinTokenPayload, encodeTokenPayload({ performer: 7, exp: 1 }))).toEqual({ performer: 7 });
  const auth = decodeTokenPayload(ChatAuthTokenPayload, encodeTokenPayload({ meta: { type: "vip" }, clientId: "c1", token: "t" }));
  expect(auth && isVipSession(auth)).toBe(true);
  expect(decodeTokenPayload(ChatAuthTokenPayload, encodeTokenPayload({ clientId: "c1" }))).toBeUndefined();
});

test("chat messages: notices dropped, member and room raise the flag", () => {
  const m = Schema.decodeUnknownSync(ChatMessage)({ messageType: "room", sender: "Lola", message: "hoi" });
  expect(raisesNewMessageFlag(m)).toBe(true);
  expect(isNoticeMessage({ ...m, messageType: "notice" })).toBe(true);
  expect(() => Schema.decodeUnknownSync(ChatMessage)({ messageType: "room", sender: "Lola" })).toThrow();
});

test("tips and toy tips", () => {
  expect(Schema.is(Tip)({ amount: 150, tipType: "kiss", message: "", isPublic: true })).toBe(true);
  expect(Schema.is(Tip)({ amount: "150", tipType: "kiss", message: "", isPublic: true })).toBe(false);
  expect(Schema.is(ToyTip)({ amount: 300, intensity: "medium", duration: 6 })).toBe(true);
  expect(Schema.is(ToyTip)({ amount: 300, intensity: "wild", duration: 6 })).toBe(false);
});
