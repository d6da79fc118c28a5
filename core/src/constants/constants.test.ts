import { expect, test } from "vitest";
import {
  BREAKPOINTS_PX, CHAT_TIPS, CREDITS_PER_MINUTE, CUSTOM_TIP_MAX, CUSTOM_TIP_MIN, DEFAULT_LOG_LEVEL, DIAL_IN_COUNTRIES,
  FAVOURITES_COOKIE_MS, GRID_PAGE_LIMIT, IMAGE_MAX_BYTES, MEMBER_TIPS, NEW_CAMS_WINDOW_MS, TIMINGS_MS, TOY_TIPS,
  VIP_CREDITS_PER_MINUTE, VIP_MIN_CREDITS, VIP_MIN_MINUTES, WELCOME_CREDITS, isMobileWidth, shouldLog, showsTooltips,
} from "./index";
import { centsToEuro, creditsToMinutes, pricePerMinuteEur } from "./credits";

test("credit and price constants match §9", () => {
  expect(CREDITS_PER_MINUTE).toBe(60);
  expect(WELCOME_CREDITS).toBe(120);
  expect(VIP_CREDITS_PER_MINUTE * VIP_MIN_MINUTES).toBe(250);
  expect(VIP_MIN_CREDITS).toBe(480);
  expect([CUSTOM_TIP_MIN, CUSTOM_TIP_MAX]).toEqual([100, 100000]);
  expect(CHAT_TIPS.map((t) => t.amount)).toEqual([50, 150, 350, 500, 1000, 2500]);
  expect(MEMBER_TIPS.map((t) => t.amount)).toEqual([50, 150, 350, 500, 1000]);
  expect(TOY_TIPS.map((t) => [t.amount, t.vibration])).toEqual([[50, 1], [150, 3], [300, 6], [500, 10], [1000, 20]]);
  expect(DIAL_IN_COUNTRIES).toEqual(["NL", "BE", "DE"]);
});

test("limits, paging and timings", () => {
  expect(IMAGE_MAX_BYTES).toBe(5 * 1024 * 1024);
  expect(GRID_PAGE_LIMIT).toBe(60);
  expect(NEW_CAMS_WINDOW_MS).toBe(7 * 24 * 60 * 60 * 1000);
  expect(FAVOURITES_COOKIE_MS).toBe(365 * 86400000);
  expect(TIMINGS_MS).toMatchObject({ pageView: 250, drawer: 200, resendSuccessReset: 10000, cropPreviewDebounce: 257, dialInPoll: 1000 });
  expect(Object.values(BREAKPOINTS_PX)).toEqual([320, 640, 768, 1024, 1280, 1536]);
});

test("layout predicates use strict comparisons", () => {
  expect(isMobileWidth(1023)).toBe(true);
  expect(isMobileWidth(1024)).toBe(false);
  expect(showsTooltips(768)).toBe(false);
  expect(showsTooltips(769)).toBe(true);
});

test("log level ERROR logs only errors by default", () => {
  expect(DEFAULT_LOG_LEVEL).toBe("ERROR");
  expect(shouldLog(DEFAULT_LOG_LEVEL, "ERROR")).toBe(true);
  expect(shouldLog(DEFAULT_LOG_LEVEL, "WARN")).toBe(false);
  expect(shouldLog("VERBOSE", "DEBUG")).toBe(true);
  expect(shouldLog("INFO", "DEBUG")).toBe(false);
});

test("credit conversions of §9", () => {
  expect(centsToEuro(995)).toBeCloseTo(9.95);
  expect(creditsToMinutes(600)).toBe(10);
  // 1000 cents for 1200 credits (20 minutes) is 0.50 euro per minute.
  expect(pricePerMinuteEur(1000, 1200)).toBeCloseTo(0.5);
  expect(pricePerMinuteEur(1000, 0)).toBe(0);
});
