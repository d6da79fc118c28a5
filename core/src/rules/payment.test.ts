import { expect, test } from "vitest";
import type { Bundle, PaymentOption } from "../domain/wallet.schema";
import {
  basketFor, bundleTags, defaultBundle, isPaymentUrl, visibleBundles, defaultPaymentMethodId, defaultPaymentOption, paymentMethodValue, paymentProviderFor, validatePayment,
} from "./payment.rules";

const bundle = (id: number, classes: string): Bundle => ({
  id, name: `b${id}`, cost: 995, credits: 600, currency: "EUR", bonus: 0, label: null, meta: { classes },
});
const ideal: PaymentOption = { id: "ideal", name: "iDEAL", image: "ideal.svg", provider: "standard", paymentOptionSubList: [{ id: "ing", name: "ING" }, { id: "abn", name: "ABN AMRO" }] };
const card: PaymentOption = { id: "creditcard", name: "Card", image: "card.svg", provider: "standard" };

test("provider by whether the id is numeric", () => {
  expect(paymentProviderFor(709)).toBe("paynl");
  expect(paymentProviderFor("10")).toBe("paynl");
  expect(paymentProviderFor("ideal")).toBe("standard");
});

test("payment method value: id, or id and sub-option joined by a colon", () => {
  expect(paymentMethodValue("ideal")).toBe("ideal");
  expect(paymentMethodValue(10, "ing")).toBe("10:ing");
});

test("bundle tags and default bundle", () => {
  expect(bundleTags(bundle(1, "bestDeal, mostBought,unknown"))).toEqual(["bestDeal", "mostBought"]);
  expect(defaultBundle([bundle(1, ""), bundle(2, "default")])?.id).toBe(2);
  expect(defaultBundle([bundle(1, ""), bundle(2, "bestDeal")])?.id).toBe(1);
  expect(defaultBundle([])).toBeUndefined();
});

test("default method by language and provider", () => {
  expect(defaultPaymentMethodId("nl", "standard")).toBe("ideal");
  expect(defaultPaymentMethodId("de", "paynl")).toBe("709");
  expect(defaultPaymentMethodId("fr", "paynl")).toBe("709");
  expect(defaultPaymentOption([card, ideal], "nl", "drawer")).toBe(ideal);
  expect(defaultPaymentOption([card, ideal], "nl", "simple")).toBe(card);
  expect(defaultPaymentOption([], "nl", "drawer")).toBeUndefined();
});

test("pay disabled when the method has sub-options and none is chosen", () => {
  expect(validatePayment({ variant: "drawer", method: ideal, subOption: undefined })).toEqual({ ok: false, errors: ["payment.noSubOption"] });
  expect(validatePayment({ variant: "drawer", method: ideal, subOption: "other-bank" })).toEqual({ ok: false, errors: ["payment.noSubOption"] });
  expect(validatePayment({ variant: "drawer", method: ideal, subOption: "ing" })).toEqual({ ok: true, value: "ideal:ing" });
  expect(validatePayment({ variant: "drawer", method: card, subOption: undefined })).toEqual({ ok: true, value: "creditcard" });
});

test("simple variant: disabled only when no method", () => {
  expect(validatePayment({ variant: "simple", method: undefined, subOption: undefined })).toEqual({ ok: false, errors: ["payment.noMethod"] });
  expect(validatePayment({ variant: "simple", method: ideal, subOption: undefined })).toEqual({ ok: true, value: "ideal" });
});

test("only the first 5 bundles are shown; the basket of a bundle keeps cents (§9, §3)", () => {
  const seven = [1, 2, 3, 4, 5, 6, 7].map((id) => bundle(id, ""));
  expect(visibleBundles(seven).map((b) => b.id)).toEqual([1, 2, 3, 4, 5]);
  expect(visibleBundles(seven.slice(0, 2))).toHaveLength(2);
  expect(basketFor({ ...bundle(3, ""), bonus: 2 })).toEqual({ bundle: 3, price: 995, credits: 600, bonus: 2 });
});

test("the pay window only goes to an http(s) payment URL", () => {
  expect(isPaymentUrl("https://pay.example/s/1")).toBe(true);
  expect(isPaymentUrl("http://127.0.0.1:5173/simulator/pay/1")).toBe(true);
  expect(isPaymentUrl("javascript:alert(1)")).toBe(false);
  expect(isPaymentUrl("/relative")).toBe(false);
  expect(isPaymentUrl("")).toBe(false);
});
