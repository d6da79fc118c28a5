import { describe, expect, it, test } from "vitest";
import { tipActionError, validateTip } from "./tip.rules";

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

describe("tipActionError (§5/§9 what a room takes)", () => {
  const room = { toyActive: false, menu: [{ label: "dance", credits: 150 }] };
  it("takes the listed tips for their listed amounts", () => {
    expect(tipActionError({ flag: "kiss", amount: 150 }, room)).toBeNull();
    expect(tipActionError({ flag: "rose", amount: 50 }, room)).toBeNull();
    expect(tipActionError({ flag: "gift", amount: 1000 }, room)).toBeNull();
    expect(tipActionError({ flag: "kiss", amount: 151 }, room)).toBe("tip.invalid");
  });
  it("bounds a custom amount to 100–100000", () => {
    expect(tipActionError({ flag: "custom", amount: 99 }, room)).toBe("tip.tooLow");
    expect(tipActionError({ flag: "custom", amount: 100 }, room)).toBeNull();
    expect(tipActionError({ flag: "custom", amount: 100001 }, room)).toBe("tip.tooHigh");
    expect(tipActionError({ flag: "custom", amount: 150.5 }, room)).toBe("tip.invalid");
  });
  it("takes toy tips only while the toy is active, and then no listed tips", () => {
    expect(tipActionError({ flag: "toy", amount: 300 }, room)).toBe("tip.invalid");
    const toy = { ...room, toyActive: true };
    expect(tipActionError({ flag: "toy", amount: 300 }, toy)).toBeNull();
    expect(tipActionError({ flag: "toy", amount: 301 }, toy)).toBe("tip.invalid");
    expect(tipActionError({ flag: "kiss", amount: 150 }, toy)).toBe("tip.invalid");
  });
  it("takes a menu item for its price", () => {
    expect(tipActionError({ flag: "menu", amount: 150, item: "dance" }, room)).toBeNull();
    expect(tipActionError({ flag: "menu", amount: 100, item: "dance" }, room)).toBe("tip.invalid");
    expect(tipActionError({ flag: "menu", amount: 150, item: "strip" }, room)).toBe("tip.invalid");
  });
});
