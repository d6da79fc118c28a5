import { expect, test } from "vitest";
import { validateTip } from "./tip.rules";

test("tip between 100 and 100000 credits", () => {
  expect(validateTip(100)).toEqual({ ok: true, value: 100 });
  expect(validateTip(100000).ok).toBe(true);
  expect(validateTip(99)).toEqual({ ok: false, errors: ["tip.tooLow"] });
  expect(validateTip(100001)).toEqual({ ok: false, errors: ["tip.tooHigh"] });
  expect(validateTip(150.5)).toEqual({ ok: false, errors: ["tip.invalid"] });
  expect(validateTip(Number.NaN)).toEqual({ ok: false, errors: ["tip.invalid"] });
});

test("with a balance, the member needs the amount", () => {
  expect(validateTip(500, 499)).toEqual({ ok: false, errors: ["tip.noCredits"] });
  expect(validateTip(500, 500).ok).toBe(true);
});
