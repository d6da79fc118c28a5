import fc from "fast-check";
import { expect, test } from "vitest";
import { cutDescription } from "./seo.rules";

// Mixes one- and two-unit characters (and a lone surrogate) so cuts land on every kind of boundary.
const text = fc.string({ maxLength: 400, unit: fc.constantFrom("a", " ", "é", "😀", "👩‍👩‍👧", "\uD800") });

test("the cut never exceeds 160 and is a prefix", () => {
  fc.assert(fc.property(text, (s) => {
    const cut = cutDescription(s);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(s.startsWith(cut)).toBe(true);
  }));
});

test("short texts are kept whole and long ones lose at most one extra unit", () => {
  fc.assert(fc.property(text, (s) => {
    const cut = cutDescription(s);
    if (s.length <= 160) expect(cut).toBe(s);
    else expect(cut.length).toBeGreaterThanOrEqual(159);
  }));
});
