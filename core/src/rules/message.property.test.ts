import fc from "fast-check";
import { expect, test } from "vitest";
import { MESSAGE_PRICE_CREDITS } from "../constants/constants";
import { validateMessage } from "./message.rules";

const credits = fc.integer({ min: MESSAGE_PRICE_CREDITS, max: 1_000_000 });

test("the value is the trimmed text and never exceeds the maximum", () => {
  fc.assert(fc.property(fc.string({ maxLength: 300 }), fc.boolean(), credits, fc.constantFrom(250 as const, 255 as const), (text, hasAttachment, c, max) => {
    const r = validateMessage({ text, hasAttachment, credits: c }, { maxLength: max });
    if (r.ok) {
      expect(r.value.text).toBe(text.trim());
      expect(r.value.text.length).toBeLessThanOrEqual(max);
    }
  }));
});

test("blank text without attachment is never sent", () => {
  fc.assert(fc.property(fc.string({ unit: fc.constantFrom(" ", "\t", "\n"), maxLength: 10 }), credits, (text, c) => {
    const r = validateMessage({ text, hasAttachment: false, credits: c });
    return !r.ok && r.errors.includes("message.empty");
  }));
});

test("fewer credits than the price always fails with noCredits", () => {
  fc.assert(fc.property(fc.string(), fc.boolean(), fc.integer({ min: -100, max: MESSAGE_PRICE_CREDITS - 1 }), (text, hasAttachment, c) => {
    const r = validateMessage({ text, hasAttachment, credits: c });
    return !r.ok && r.errors.includes("message.noCredits");
  }));
});
