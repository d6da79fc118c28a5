import { Schema } from "effect";
import { BUNDLE_TAGS, PAYMENT_PROVIDERS } from "../constants/constants";
import { MemberBasicInfo } from "./member.schema";

/** §9 bundle tags carried comma-separated in `meta.classes`. */
export const BundleTag = Schema.Literals(BUNDLE_TAGS);
export type BundleTag = typeof BundleTag.Type;

/** §3 Bundle. `cost` is in cents; `credits` is seconds-based (divide by 60 for minutes); `bonus` is in minutes. */
export const Bundle = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  cost: Schema.Number,
  credits: Schema.Number,
  currency: Schema.String,
  bonus: Schema.Number,
  label: Schema.NullOr(Schema.String),
  meta: Schema.Struct({ classes: Schema.String }),
});
export type Bundle = typeof Bundle.Type;

/** §3 Basket. */
export const Basket = Schema.Struct({
  bundle: Schema.Number,
  price: Schema.Number,
  credits: Schema.Number,
  bonus: Schema.Number,
});
export type Basket = typeof Basket.Type;

export const PaymentProvider = Schema.Literals(PAYMENT_PROVIDERS);
export type PaymentProvider = typeof PaymentProvider.Type;

/** Payment method ids: paynl ids are numeric (709), the other provider's are names (ideal). */
export const PaymentMethodId = Schema.Union([Schema.String, Schema.Number]);
export type PaymentMethodId = typeof PaymentMethodId.Type;

/** §3 a payment option's sub-option (e.g. a bank). */
export const PaymentSubOption = Schema.Struct({ id: PaymentMethodId, name: Schema.String });
export type PaymentSubOption = typeof PaymentSubOption.Type;

/** §3 Payment option. */
export const PaymentOption = Schema.Struct({
  id: PaymentMethodId,
  name: Schema.String,
  image: Schema.String,
  provider: PaymentProvider,
  paymentOptionSubList: Schema.optional(Schema.Array(PaymentSubOption)),
});
export type PaymentOption = typeof PaymentOption.Type;

/** §4 payment status: READY 0, SUCCESS 1, FAILED 2. */
export const PAYMENT_STATUS = { READY: 0, SUCCESS: 1, FAILED: 2 } as const;
export const PaymentStatus = Schema.Literals([PAYMENT_STATUS.READY, PAYMENT_STATUS.SUCCESS, PAYMENT_STATUS.FAILED]);
export type PaymentStatus = typeof PaymentStatus.Type;

/** §4 fail reasons: 100 default, 299 anti-fraud, 300 failed, 302 rejected, 308 expired, 309 cancelled. */
export const FAIL_REASON = { DEFAULT: 100, ANTI_FRAUD: 299, FAILED: 300, REJECTED: 302, EXPIRED: 308, CANCELLED: 309 } as const;
export const FailReasonText = Schema.Literals(["anti_fraud", "rejected", "expired", "cancelled", "default"]);
export type FailReasonText = typeof FailReasonText.Type;

/** §8 the text for a fail code (`ppt_failed.<text>.text`); unknown codes read as default. */
export const failReasonText = (code: number | null | undefined): FailReasonText => {
  switch (code) {
    case FAIL_REASON.ANTI_FRAUD: return "anti_fraud";
    case FAIL_REASON.REJECTED: return "rejected";
    case FAIL_REASON.EXPIRED: return "expired";
    case FAIL_REASON.CANCELLED: return "cancelled";
    default: return "default";
  }
};

/** §2.5 wallet variants: bundle cards with a summary (`drawer`, the fallback) or a bundle list only (`simple`). */
export const WalletVariant = Schema.Literals(["drawer", "simple"]);
export type WalletVariant = typeof WalletVariant.Type;

/** §7 GET /wallet. */
export const WalletResponse = Schema.Struct({
  id: Schema.NullOr(Schema.String),
  bundles: Schema.Array(Bundle),
  paymentOptions: Schema.Array(PaymentOption),
  variant: WalletVariant,
});
export type WalletResponse = typeof WalletResponse.Type;

/** §3 Wallet state. */
export const WalletState = Schema.Struct({
  paymentStatus: PaymentStatus,
  failReason: Schema.NullOr(Schema.Number),
  credits: Schema.Number,
  showWallet: Schema.Boolean,
  displayWallet: Schema.Boolean,
  bundles: Schema.Array(Bundle),
  paymentOptions: Schema.Array(PaymentOption),
  basket: Schema.NullOr(Basket),
  lastPurchaseAmount: Schema.Number,
  id: Schema.NullOr(Schema.String),
  variant: WalletVariant,
});
export type WalletState = typeof WalletState.Type;

/** §3 Payment start payload: `paymentMethod` is the method id, or method and sub-option id joined by a colon. */
export const PaymentStartPayload = Schema.Struct({
  bundle: Schema.Number,
  paymentMethod: Schema.String,
  returnUrl: Schema.String,
});
export type PaymentStartPayload = typeof PaymentStartPayload.Type;

export const Device = Schema.Literals(["mobile", "desktop"]);
export type Device = typeof Device.Type;

/** §3 Payment session request (POST /payment/session). */
export const PaymentSessionRequest = Schema.Struct({
  returnUrl: Schema.String,
  paymentMethod: Schema.String,
  member: MemberBasicInfo,
  fingerprint: Schema.String,
  bundle: Schema.Number,
  device: Device,
});
export type PaymentSessionRequest = typeof PaymentSessionRequest.Type;

/** §3 Start result. */
export const PaymentStartResult = Schema.Struct({ paymentURL: Schema.String });
export type PaymentStartResult = typeof PaymentStartResult.Type;
