import { Schema } from "effect";
import { expect, test } from "vitest";
import { DialInPayPayload, DialInPhoneNumber, DialInState, IvrSession, dialInCallState } from "./ivr.schema";

test("IVR session decodes with the §3 defaults", () => {
  const decoded = Schema.decodeUnknownSync(IvrSession)({ session: "s1", callednumber: "0900123", displaynumber: "0900 123", expiresAt: 1 });
  expect(decoded).toEqual({ session: "s1", callednumber: "0900123", displaynumber: "0900 123", expiresAt: 1, tariff: 0.8, ttl: 60, flag: "nl" });
  expect(Schema.decodeUnknownSync(IvrSession)({ ...decoded, tariff: 1.2, flag: "be" }).tariff).toBe(1.2);
  expect(() => Schema.decodeUnknownSync(IvrSession)({ session: "s1", callednumber: "x", displaynumber: "x" })).toThrow();
});

test("phone number entries need a known country and at least one option", () => {
  const entry = { id: "BE", image: "/be.svg", options: [{ number: "+32 900", tariff: 0.8 }] };
  expect(Schema.decodeUnknownSync(DialInPhoneNumber)(entry)).toEqual(entry);
  expect(() => Schema.decodeUnknownSync(DialInPhoneNumber)({ ...entry, options: [] })).toThrow();
  expect(() => Schema.decodeUnknownSync(DialInPhoneNumber)({ ...entry, id: "FR" })).toThrow();
});

test("pay payload and state", () => {
  const pay = { username: "guest-0123456", provider: "paynl", fingerprint: "fp", pincode: "1234", p: "aff1" };
  expect(Schema.decodeUnknownSync(DialInPayPayload)(pay)).toEqual(pay);
  expect(() => Schema.decodeUnknownSync(DialInPayPayload)({ ...pay, pincode: 1234 })).toThrow();
  const state = { initialized: true, active: false, session: "s1", state: "pending", nickname: null };
  expect(Schema.decodeUnknownSync(DialInState)(state)).toEqual(state);
  expect(() => Schema.decodeUnknownSync(DialInState)({ ...state, state: "in-call" })).toThrow();
});

test("reported call states are normalised", () => {
  expect(["pending", "in-call", "in_call", "ended", "expired", "ringing", null].map(dialInCallState)).toEqual([
    "pending", "in_call", "in_call", "ended", "expired", "unknown", "unknown",
  ]);
});
