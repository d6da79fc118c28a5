import fc from "fast-check";
import { test } from "vitest";
import { validatePin } from "./pin.rules";
import { DIGITS } from "./rules.arbitraries";

const fourDigits = fc.string({ unit: fc.constantFrom(...DIGITS), minLength: 4, maxLength: 4 });

test("any 4 digits not rejected pass", () => {
  fc.assert(fc.property(fourDigits, fc.array(fourDigits), (pin, rejected) => validatePin(pin, rejected).ok === !rejected.includes(pin)));
});

test("anything that is not exactly 4 digits fails", () => {
  fc.assert(fc.property(fc.string().filter((s) => !/^[0-9]{4}$/.test(s.trim())), (s) => !validatePin(s).ok));
});

test("a rejected pin never passes again", () => {
  fc.assert(fc.property(fourDigits, (pin) => !validatePin(pin, [pin]).ok));
});
