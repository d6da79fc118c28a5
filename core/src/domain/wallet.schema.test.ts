import { Schema } from "effect";
import { expect, test } from "vitest";
import { Bundle, PaymentOption, PaymentSessionRequest, PaymentStartPayload, WalletResponse, WalletState, failReasonText } from "./wallet.schema";

const bundle = { id: 1, name: "Starter", cost: 995, credits: 600, currency: "EUR", bonus: 2, label: null, meta: { classes: "default,bestDeal" } };
const ideal = { id: "ideal", name: "iDEAL", image: "/ideal.svg", provider: "standard", paymentOptionSubList: [{ id: "ing", name: "ING" }] };
const paynl = { id: 709, name: "Card", image: "/card.svg", provider: "paynl" };

test("bundle and payment options decode; broken ones fail", () => {
  expect(Schema.decodeUnknownSync(Bundle)(bundle)).toEqual(bundle);
  expect(() => Schema.decodeUnknownSync(Bundle)({ ...bundle, label: undefined })).toThrow();
  expect(Schema.decodeUnknownSync(PaymentOption)(ideal)).toEqual(ideal);
  expect(Schema.decodeUnknownSync(PaymentOption)(paynl)).toEqual(paynl);
  expect(() => Schema.decodeUnknownSync(PaymentOption)({ ...paynl, provider: "stripe" })).toThrow();
});

test("wallet response and state", () => {
  const response = { id: "w1", bundles: [bundle], paymentOptions: [ideal, paynl], variant: "drawer" };
  expect(Schema.decodeUnknownSync(WalletResponse)(response)).toEqual(response);
  expect(() => Schema.decodeUnknownSync(WalletResponse)({ ...response, variant: "fancy" })).toThrow();
  const state = {
    paymentStatus: 2, failReason: 302, credits: 10, showWallet: true, displayWallet: true, bundles: [bundle], paymentOptions: [ideal],
    basket: { bundle: 1, price: 995, credits: 600, bonus: 2 }, lastPurchaseAmount: 0, id: null, variant: "simple",
  };
  expect(Schema.decodeUnknownSync(WalletState)(state)).toEqual(state);
  expect(() => Schema.decodeUnknownSync(WalletState)({ ...state, paymentStatus: 3 })).toThrow();
});

test("payment start payload and session request", () => {
  expect(Schema.is(PaymentStartPayload)({ bundle: 1, paymentMethod: "ideal:ing", returnUrl: "/" })).toBe(true);
  expect(Schema.is(PaymentStartPayload)({ bundle: "1", paymentMethod: "ideal", returnUrl: "/" })).toBe(false);
  const member = { email: "a@b.nl", username: "a", isVerified: true, credits: 0, favourites: [], showChangeUsername: false };
  const request = { returnUrl: "/", paymentMethod: "709", member, fingerprint: "fp", bundle: 1, device: "mobile" };
  expect(Schema.decodeUnknownSync(PaymentSessionRequest)(request)).toEqual(request);
  expect(() => Schema.decodeUnknownSync(PaymentSessionRequest)({ ...request, device: "tablet" })).toThrow();
});

test("fail reason texts", () => {
  expect([100, 299, 300, 302, 308, 309, 1].map(failReasonText)).toEqual(["default", "anti_fraud", "default", "rejected", "expired", "cancelled", "default"]);
  expect(failReasonText(null)).toBe("default");
});
