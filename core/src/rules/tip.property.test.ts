import fc from "fast-check";
import { test } from "vitest";
import { CUSTOM_TIP_MAX, CUSTOM_TIP_MIN } from "../constants/tips";
import { validateTip } from "./tip.rules";

test("an integer passes exactly when it lies in 100-100000", () => {
  fc.assert(fc.property(fc.integer({ min: -1000, max: 200000 }), (n) => validateTip(n).ok === (n >= CUSTOM_TIP_MIN && n <= CUSTOM_TIP_MAX)));
});

test("non-integers never pass", () => {
  fc.assert(fc.property(fc.double().filter((d) => !Number.isInteger(d)), (d) => !validateTip(d).ok));
});

test("a balance below the amount always fails", () => {
  fc.assert(fc.property(fc.integer({ min: CUSTOM_TIP_MIN, max: CUSTOM_TIP_MAX }), fc.nat(), (amount, short) => {
    const r = validateTip(amount, amount - 1 - (short % amount));
    return !r.ok && r.errors.includes("tip.noCredits");
  }));
});
