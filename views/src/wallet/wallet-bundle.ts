import { bundleSummary, bundleTags, type Bundle, type BundleTag } from "@camstage/core";

/** The ribbon tags of a bundle card (§9); `default` only preselects and shows nothing. */
export type WalletBundleRibbon = Exclude<BundleTag, "default">;

/** What a bundle card or row shows; every amount comes from core's §9 price maths. */
export type WalletBundle = {
  id: number;
  /** §9 minutes bought (credits / 60). */
  minutes: number;
  /** Bonus minutes on top (0 for none). */
  bonusMinutes: number;
  totalMinutes: number;
  /** Price in euro, VAT included. */
  price: number;
  pricePerMinute: number;
  currency: string;
  /** The platform's badge text, e.g. "-20%". */
  label: string | null;
  ribbon: WalletBundleRibbon | null;
};

/** Maps a §3 bundle to its card data through core's `bundleSummary` and `bundleTags`. */
export function toWalletBundle(bundle: Bundle): WalletBundle {
  const summary = bundleSummary(bundle);
  const ribbon = bundleTags(bundle).find((tag): tag is WalletBundleRibbon => tag !== "default") ?? null;
  return {
    id: bundle.id,
    minutes: summary.minutes,
    bonusMinutes: summary.bonusMinutes,
    totalMinutes: summary.totalMinutes,
    price: summary.totalPriceEur,
    pricePerMinute: summary.pricePerMinuteEur,
    currency: summary.currency,
    label: bundle.label && bundle.label.trim() !== "" ? bundle.label : null,
    ribbon,
  };
}
