import type { Bundle, PaymentOption, WalletResponse } from "../domain/wallet.schema";

/** Test data for the wallet tiers: seven bundles (the third tagged default) and four payment options. */
export const bundle = (id: number, classes = "", cost = 500 * id, credits = 300 * id): Bundle => ({
  id, name: `Bundle ${id}`, cost, credits, currency: "EUR", bonus: id % 3, label: null, meta: { classes },
});
export const BUNDLES: readonly Bundle[] = [bundle(1), bundle(2, "bestDeal"), bundle(3, "default,mostBought"), bundle(4), bundle(5), bundle(6, "default"), bundle(7)];
export const IDEAL: PaymentOption = {
  id: "ideal", name: "iDEAL", image: "ideal.svg", provider: "standard",
  paymentOptionSubList: [{ id: "ing", name: "ING" }, { id: "abn", name: "ABN AMRO" }],
};
export const CARD: PaymentOption = { id: "creditcard", name: "Card", image: "card.svg", provider: "standard" };
export const OPTIONS: readonly PaymentOption[] = [CARD, IDEAL];
export const WALLET: WalletResponse = { id: "w-1", bundles: BUNDLES, paymentOptions: OPTIONS, variant: "drawer" };
