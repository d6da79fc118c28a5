import { BASE_DISCOUNT_PRICE_PER_MINUTE_EUR, CENTS_PER_EURO, CREDITS_PER_MINUTE, CURRENCY, LOW_CREDITS_THRESHOLD } from "./constants";

/** §9 a price in cents divided by 100. */
export const centsToEuro = (cents: number): number => cents / CENTS_PER_EURO;

/** §9 credits are shown as minutes: 60 credits equal one minute. */
export const creditsToMinutes = (credits: number): number => credits / CREDITS_PER_MINUTE;

/** The credits of a number of minutes (60 a minute). */
export const minutesToCredits = (minutes: number): number => minutes * CREDITS_PER_MINUTE;

/** A balance as whole minutes, as the header and member menu show it; a part minute is not counted. */
export const wholeMinutes = (credits: number): number => Math.max(0, Math.floor(creditsToMinutes(credits)));

/** §9 a low balance: the credits button switches state at 500 credits or fewer. */
export const isLowBalance = (credits: number): boolean => credits <= LOW_CREDITS_THRESHOLD;

/** §9 price per minute in euro: cents divided by credits, times 60, over 100. */
export const pricePerMinuteEur = (cents: number, credits: number): number =>
  credits > 0 ? ((cents / credits) * CREDITS_PER_MINUTE) / CENTS_PER_EURO : 0;

/** What the price maths needs of a §3 bundle: `cost` in cents, seconds-based `credits`, `bonus` in minutes. */
export interface PricedBundle {
  readonly cost: number;
  readonly credits: number;
  readonly bonus: number;
  readonly currency?: string;
}

/** §2.5 the summary beside the bundle cards: minutes, bonus minutes, total minutes and the total price in euro. */
export interface BundleSummary {
  readonly minutes: number;
  readonly bonusMinutes: number;
  /** minutes + bonus minutes. */
  readonly totalMinutes: number;
  /** The bundle's cost in euro, VAT included (§9). */
  readonly totalPriceEur: number;
  /** §9 price per minute of the bought credits (the bonus is free on top). */
  readonly pricePerMinuteEur: number;
  /** Below the §9 base discount price per minute (0.99 euro). */
  readonly belowBasePrice: boolean;
  readonly currency: string;
}

export const bundleMinutes = (bundle: PricedBundle): number => creditsToMinutes(bundle.credits);
export const bundleTotalMinutes = (bundle: PricedBundle): number => bundleMinutes(bundle) + bundle.bonus;
export const bundlePriceEur = (bundle: PricedBundle): number => centsToEuro(bundle.cost);

export const bundleSummary = (bundle: PricedBundle): BundleSummary => {
  const perMinute = pricePerMinuteEur(bundle.cost, bundle.credits);
  return {
    minutes: bundleMinutes(bundle),
    bonusMinutes: bundle.bonus,
    totalMinutes: bundleTotalMinutes(bundle),
    totalPriceEur: bundlePriceEur(bundle),
    pricePerMinuteEur: perMinute,
    belowBasePrice: bundle.credits > 0 && perMinute < BASE_DISCOUNT_PRICE_PER_MINUTE_EUR,
    currency: bundle.currency ?? CURRENCY,
  };
};
