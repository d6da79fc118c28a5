import { expect, test } from "vitest";
import {
  bundleMinutes, bundlePriceEur, bundleSummary, bundleTotalMinutes, centsToEuro, creditsToMinutes, isLowBalance, minutesToCredits, pricePerMinuteEur, wholeMinutes,
} from "./credits";

const starter = { cost: 995, credits: 600, bonus: 2, currency: "EUR" };

test("60 credits a minute; cents over 100 (§9)", () => {
  expect(creditsToMinutes(600)).toBe(10);
  expect(minutesToCredits(10)).toBe(600);
  expect(centsToEuro(995)).toBe(9.95);
  expect(wholeMinutes(659)).toBe(10);
  expect(wholeMinutes(-5)).toBe(0);
});

test("price per minute: cents divided by credits, times 60, over 100 (§9)", () => {
  expect(pricePerMinuteEur(995, 600)).toBeCloseTo(0.995, 10);
  expect(pricePerMinuteEur(2500, 3000)).toBeCloseTo(0.5, 10);
  expect(pricePerMinuteEur(995, 0)).toBe(0);
});

test("the drawer's bundle summary: minutes, bonus, total minutes, total price in euro (§2.5)", () => {
  expect(bundleMinutes(starter)).toBe(10);
  expect(bundleTotalMinutes(starter)).toBe(12);
  expect(bundlePriceEur(starter)).toBe(9.95);
  expect(bundleSummary(starter)).toEqual({
    minutes: 10, bonusMinutes: 2, totalMinutes: 12, totalPriceEur: 9.95, pricePerMinuteEur: 0.995, belowBasePrice: false, currency: "EUR",
  });
  expect(bundleSummary({ cost: 2950, credits: 1800 * 2, bonus: 0 })).toMatchObject({ minutes: 60, belowBasePrice: true, currency: "EUR" });
});

test("§9 a balance of 500 credits or fewer is low", () => {
  expect(isLowBalance(0)).toBe(true);
  expect(isLowBalance(500)).toBe(true);
  expect(isLowBalance(501)).toBe(false);
});
