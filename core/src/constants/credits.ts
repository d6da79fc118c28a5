import { CENTS_PER_EURO, CREDITS_PER_MINUTE } from "./constants";

/** §9 a price in cents divided by 100. */
export const centsToEuro = (cents: number): number => cents / CENTS_PER_EURO;

/** §9 credits are shown as minutes: 60 credits equal one minute. */
export const creditsToMinutes = (credits: number): number => credits / CREDITS_PER_MINUTE;

/** §9 price per minute in euro: cents divided by credits, times 60, over 100. */
export const pricePerMinuteEur = (cents: number, credits: number): number =>
  credits > 0 ? ((cents / credits) * CREDITS_PER_MINUTE) / CENTS_PER_EURO : 0;
