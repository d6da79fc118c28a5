import { expect, test } from "vitest";
import { validateMessage } from "./message.rules";

test("text trimmed; empty without attachment is not sent", () => {
  expect(validateMessage({ text: "  hoi  ", hasAttachment: false, credits: 60 })).toEqual({ ok: true, value: { text: "hoi", hasAttachment: false } });
  expect(validateMessage({ text: "   ", hasAttachment: false, credits: 60 })).toEqual({ ok: false, errors: ["message.empty"] });
  expect(validateMessage({ text: "", hasAttachment: true, credits: 60 }).ok).toBe(true);
});

test("max 255, or 250 in the catalogue reading", () => {
  expect(validateMessage({ text: "x".repeat(255), hasAttachment: false, credits: 60 }).ok).toBe(true);
  expect(validateMessage({ text: "x".repeat(256), hasAttachment: false, credits: 60 })).toEqual({ ok: false, errors: ["message.tooLong"] });
  expect(validateMessage({ text: "x".repeat(251), hasAttachment: false, credits: 60 }, { maxLength: 250 })).toEqual({
    ok: false, errors: ["message.tooLong"],
  });
});

test("needs credits of at least the message price", () => {
  expect(validateMessage({ text: "hoi", hasAttachment: false, credits: 59 })).toEqual({ ok: false, errors: ["message.noCredits"] });
  expect(validateMessage({ text: "hoi", hasAttachment: false, credits: 100 }, { price: 120 })).toEqual({ ok: false, errors: ["message.noCredits"] });
});
