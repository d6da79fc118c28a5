import fc from "fast-check";
import { expect, test } from "vitest";
import { BASE_DISCOUNT_PRICE_PER_MINUTE_EUR, CREDITS_PER_MINUTE, LOW_CREDITS_THRESHOLD } from "./constants";
import { bundleSummary, centsToEuro, creditsToMinutes, isLowBalance, minutesToCredits, pricePerMinuteEur, wholeMinutes } from "./credits";

const cents = fc.integer({ min: 0, max: 1_000_000 });
const credits = fc.integer({ min: 0, max: 10_000_000 });
const bundle = fc.record({ cost: cents, credits, bonus: fc.integer({ min: 0, max: 600 }) });

test("credits and minutes convert both ways at 60 a minute", () => {
  fc.assert(fc.property(credits, (c) => {
    expect(minutesToCredits(creditsToMinutes(c))).toBeCloseTo(c, 6);
    expect(wholeMinutes(c)).toBe(Math.floor(c / CREDITS_PER_MINUTE));
    expect(wholeMinutes(c) * CREDITS_PER_MINUTE).toBeLessThanOrEqual(c);
  }));
});

test("euro is cents over 100 and adds up", () => {
  fc.assert(fc.property(cents, cents, (a, b) => {
    expect(centsToEuro(a) * 100).toBeCloseTo(a, 6);
    expect(centsToEuro(a + b)).toBeCloseTo(centsToEuro(a) + centsToEuro(b), 9);
  }));
});

test("price per minute times the minutes bought is the price", () => {
  fc.assert(fc.property(cents, fc.integer({ min: 1, max: 10_000_000 }), (cost, c) => {
    expect(pricePerMinuteEur(cost, c) * creditsToMinutes(c)).toBeCloseTo(centsToEuro(cost), 6);
  }));
});

test("the summary: minutes + bonus minutes = total minutes; total price is the cost in euro; never negative", () => {
  fc.assert(fc.property(bundle, (b) => {
    const s = bundleSummary(b);
    expect(s.minutes + s.bonusMinutes).toBe(s.totalMinutes);
    expect(s.minutes).toBe(b.credits / 60);
    expect(s.totalPriceEur).toBe(b.cost / 100);
    expect(s.totalMinutes).toBeGreaterThanOrEqual(s.minutes);
    expect(s.pricePerMinuteEur).toBeGreaterThanOrEqual(0);
    expect(s.belowBasePrice).toBe(b.credits > 0 && s.pricePerMinuteEur < BASE_DISCOUNT_PRICE_PER_MINUTE_EUR);
  }));
});

test("more credits for the same cost never raise the price per minute", () => {
  fc.assert(fc.property(cents, fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (cost, c, more) => {
    expect(pricePerMinuteEur(cost, c + more)).toBeLessThanOrEqual(pricePerMinuteEur(cost, c) + 1e-12);
  }));
});

test("§9 a low balance is 500 credits or fewer, and spending never makes a low balance high again", () => {
  fc.assert(fc.property(credits, credits, (c, spent) => {
    expect(isLowBalance(c)).toBe(c <= LOW_CREDITS_THRESHOLD);
    if (isLowBalance(c)) expect(isLowBalance(Math.max(0, c - spent))).toBe(true);
  }));
});
