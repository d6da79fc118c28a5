import { centsToEuro } from "../constants/credits";
import type { BundleTrackingItem, PurchaseAnalyticsItem } from "../domain/tracking.schema";
import type { Bundle } from "../domain/wallet.schema";

export interface AnalyticsBrand {
  readonly brand: string;
  readonly affiliation: string;
}

/** §3 the category every bundle is tracked under. */
export const BUNDLE_ITEM_CATEGORY = "Standard";

/** §3 bundle tracking item (select-item, begin-checkout, start-payment); the price in euro. */
export const bundleTrackingItem = (bundle: Bundle, index: number, { brand, affiliation }: AnalyticsBrand): BundleTrackingItem => ({
  index,
  quantity: 1,
  item_name: bundle.name,
  item_id: String(bundle.id),
  affiliation,
  currency: bundle.currency,
  item_brand: brand,
  item_category: BUNDLE_ITEM_CATEGORY,
  price: centsToEuro(bundle.cost),
});

/** §3 purchase analytics item: the bundle id as SKU and as bundle id, category Standard, the wallet type, price in euro. */
export const purchaseAnalyticsItem = (bundle: Bundle, walletType: string, { brand, affiliation }: AnalyticsBrand): PurchaseAnalyticsItem => ({
  item_id: String(bundle.id),
  bundle_id: bundle.id,
  item_name: bundle.name,
  affiliation,
  currency: bundle.currency,
  item_brand: brand,
  item_category: BUNDLE_ITEM_CATEGORY,
  wallet_type: walletType,
  price: centsToEuro(bundle.cost),
});
