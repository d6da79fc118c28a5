import { expect, test } from "vitest";
import type { DialInPhoneNumber } from "../domain/ivr.schema";
import { anonymousDialInUsername, dialInTelHref, hasDoublePromo, isIvrCacheFresh, ivrCacheExpiresAt, sortPhoneNumbers, validateDialInCountry } from "./dial-in.rules";

const entry = (id: "NL" | "BE" | "DE"): DialInPhoneNumber => ({ id, image: `${id}.svg`, options: [{ number: `+${id}`, tariff: 0.8 }] });

test("dial-in countries NL, BE, DE in any case", () => {
  expect(validateDialInCountry("nl")).toEqual({ ok: true, value: "NL" });
  expect(validateDialInCountry("BE")).toEqual({ ok: true, value: "BE" });
  expect(validateDialInCountry("FR")).toEqual({ ok: false, errors: ["dialIn.countryNotSupported"] });
});

test("phone numbers: geo country first when accepted, else NL", () => {
  const list = [entry("BE"), entry("DE"), entry("NL")];
  expect(sortPhoneNumbers(list, "de").map((e) => e.id)).toEqual(["DE", "BE", "NL"]);
  expect(sortPhoneNumbers(list, "US").map((e) => e.id)).toEqual(["NL", "BE", "DE"]);
  expect(sortPhoneNumbers(list, undefined).map((e) => e.id)).toEqual(["NL", "BE", "DE"]);
});

test("anonymous username: prefix plus the last 7 digits of the time", () => {
  expect(anonymousDialInUsername(1718000123456)).toBe("guest-0123456");
  expect(anonymousDialInUsername(42, "anon-")).toBe("anon-0000042");
});

test("the IVR session is fresh until its ttl has passed (60 s by default)", () => {
  expect(ivrCacheExpiresAt(1_000)).toBe(61_000);
  expect(ivrCacheExpiresAt(1_000, 5)).toBe(6_000);
  expect(isIvrCacheFresh(61_000, 60_999)).toBe(true);
  expect(isIvrCacheFresh(61_000, 61_000)).toBe(false);
});

test("call-me opens a tel link with the display number", () => {
  expect(dialInTelHref("0900 123 45 67")).toBe("tel:09001234567");
  expect(dialInTelHref(" +32 (0)90 12")).toBe("tel:+3209012");
});

test("§2.5 only the Belgian number carries the double-promo note", () => {
  expect(hasDoublePromo("BE")).toBe(true);
  expect(["NL", "DE", "be", "", null, undefined].map(hasDoublePromo)).toEqual([false, false, false, false, false, false]);
});
