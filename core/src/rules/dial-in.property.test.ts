import fc from "fast-check";
import { expect, test } from "vitest";
import type { DialInPhoneNumber } from "../domain/ivr.schema";
import { DOUBLE_PROMO_COUNTRY, anonymousDialInUsername, hasDoublePromo, sortPhoneNumbers, validateDialInCountry } from "./dial-in.rules";

const country = fc.constantFrom("NL" as const, "BE" as const, "DE" as const);

test("only NL, BE and DE are accepted", () => {
  fc.assert(fc.property(fc.string({ maxLength: 4 }), (code) => validateDialInCountry(code).ok === ["NL", "BE", "DE"].includes(code.trim().toUpperCase())));
});

test("sorting keeps every entry and puts the preferred country first", () => {
  const entries = fc.array(country.map((id): DialInPhoneNumber => ({ id, image: "", options: [{ number: id, tariff: 0.8 }] })), { maxLength: 6 });
  fc.assert(fc.property(entries, fc.option(fc.string({ maxLength: 3 }), { nil: undefined }), (list, geo) => {
    const sorted = sortPhoneNumbers(list, geo);
    expect(sorted).toHaveLength(list.length);
    expect([...sorted].sort((a, b) => a.id.localeCompare(b.id))).toEqual([...list].sort((a, b) => a.id.localeCompare(b.id)));
    const first = ["NL", "BE", "DE"].includes((geo ?? "").trim().toUpperCase()) ? (geo ?? "").trim().toUpperCase() : "NL";
    if (list.some((e) => e.id === first)) expect(sorted[0]?.id).toBe(first);
  }));
});

test("the anonymous username always ends with the last 7 digits of the time", () => {
  fc.assert(fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (now) => {
    const name = anonymousDialInUsername(now);
    expect(name).toMatch(/^guest-[0-9]{7}$/);
    expect(Number(name.slice(-7))).toBe(now % 10_000_000);
  }));
});

test("exactly one accepted dial-in country has the double promo, and it is an accepted one", () => {
  expect(validateDialInCountry(DOUBLE_PROMO_COUNTRY).ok).toBe(true);
  fc.assert(fc.property(fc.oneof(country, fc.string({ maxLength: 3 })), (code) => hasDoublePromo(code) === (code === DOUBLE_PROMO_COUNTRY)));
});
