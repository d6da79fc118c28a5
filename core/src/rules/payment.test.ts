import { expect, test } from "vitest";
import type { Bundle, PaymentOption } from "../domain/wallet.schema";
import {
  bundleTags, defaultBundle, defaultPaymentMethodId, defaultPaymentOption, paymentMethodValue, paymentProviderFor, validatePayment,
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
