import { Schema } from "effect";
import type { BundleTrackingItem, PurchaseAnalyticsItem } from "../domain/tracking.schema";
import { PaymentMethodId, PaymentStartPayload, type Bundle } from "../domain/wallet.schema";

/** A payment session id as the platform names it; repeats of a settled session are ignored (ARCHITECTURE §7). */
const PaymentSession = Schema.optional(Schema.String);
const Credits = Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0));

export const WalletEvent = Schema.Union([
  /**
   * §2.5 credits_drawer:open: the wallet id and type it was opened with, the visitor's language (§9 default
   * method), the page to return to after paying, and whether that page is a profile (§4 after-pay events).
   */
  Schema.Struct({
    type: Schema.Literal("wallet.open"),
    locale: Schema.String,
    returnUrl: Schema.String,
    walletId: Schema.optional(Schema.NullOr(Schema.String)),
    walletType: Schema.optional(Schema.String),
    onProfilePage: Schema.optional(Schema.Boolean),
    /** §3 purchase analytics: the white-label brand and the affiliate code, when the site knows them. */
    brand: Schema.optional(Schema.String),
    affiliation: Schema.optional(Schema.String),
  }),
  /** §2.5 credits_drawer:close. */
  Schema.Struct({ type: Schema.Literal("wallet.close") }),
  /** Load the wallet again after "Unable to load payment options". */
  Schema.Struct({ type: Schema.Literal("wallet.retry") }),
  Schema.Struct({ type: Schema.Literal("wallet.bundle.select"), bundleId: Schema.Number }),
  Schema.Struct({ type: Schema.Literal("wallet.method.select"), methodId: PaymentMethodId }),
  Schema.Struct({ type: Schema.Literal("wallet.subOption.select"), subOptionId: PaymentMethodId }),
  Schema.Struct({ type: Schema.Literal("wallet.pay") }),
  /** The visitor closed the pay window before the payment settled. */
  Schema.Struct({ type: Schema.Literal("wallet.payWindow.closed") }),
  /** The browser refused to open the pay window (a popup blocker). */
  Schema.Struct({ type: Schema.Literal("wallet.payWindow.blocked") }),
  /** §4 the failure panel's button: back to the bundle choice (READY). */
  Schema.Struct({ type: Schema.Literal("wallet.backToBundles") }),
  /** §4 member socket bundle-bought: the credits bought; `session` names the payment session when the platform sends it. */
  Schema.Struct({ type: Schema.Literal("socket.member.bundleBought"), credits: Credits, bundle: Schema.optional(Schema.Int), session: PaymentSession }),
  /** §4 member socket payment-failed: the fail reason code. */
  Schema.Struct({ type: Schema.Literal("socket.member.paymentFailed"), reason: Schema.Int, session: PaymentSession }),
]).pipe(Schema.toTaggedUnion("type"));
export type WalletEvent = typeof WalletEvent.Type;

export interface WalletInput {
  /**
   * Prefix of every idempotency key (ARCHITECTURE §7); the app draws it from the session's id source, so a replay
   * reproduces the keys and two page loads never share one.
   */
  readonly keyPrefix: string;
  /** Analytics `item_brand` and `affiliation` (§3 purchase analytics item), from the configuration. */
  readonly brand?: string;
  readonly affiliation?: string;
}

/** §7 GET /wallet: the optional id and the language. */
export const WalletRequest = Schema.Struct({ id: Schema.NullOr(Schema.String), lang: Schema.String });
export type WalletRequest = typeof WalletRequest.Type;

/** §3 payment start payload plus the idempotency key the request names (ARCHITECTURE §7). */
export const PaymentStart = Schema.Struct({ ...PaymentStartPayload.fields, idempotencyKey: Schema.String });
export type PaymentStart = typeof PaymentStart.Type;

/** §3 start result: the payment URL and, when the platform sends it, the payment session id. */
export const PaymentStarted = Schema.Struct({ paymentURL: Schema.String, session: PaymentSession });
export type PaymentStarted = typeof PaymentStarted.Type;

/** The payment in flight: what was asked for, under which key. */
export interface PendingPayment {
  readonly idempotencyKey: string;
  readonly bundle: Bundle;
  /** The bundle's position in the list shown (analytics `index`). */
  readonly index: number;
  readonly paymentMethod: string;
  readonly session: string | null;
}

/** §4 analytics pushes of the wallet; the app hands them to the tag manager. */
export type WalletAnalytics =
  | { readonly event: "select_item"; readonly items: readonly [BundleTrackingItem] }
  | { readonly event: "begin_checkout"; readonly items: readonly [BundleTrackingItem]; readonly paymentMethod: string }
  | { readonly event: "start_payment"; readonly items: readonly [BundleTrackingItem]; readonly paymentMethod: string }
  | { readonly event: "purchase"; readonly items: readonly [PurchaseAnalyticsItem]; readonly transactionId: string; readonly value: number; readonly currency: string };

/** §4: after a payment settles, on a profile page, the streambox and the legacy wallet are told it `ended`. */
export type WalletEmitted =
  | { type: "wallet.afterPay"; target: "streambox" | "legacyWallet"; value: "ended" }
  /** Opening the wallet closes the other overlays (routing table). */
  | { type: "wallet.opened" };

/** §8 log lines (for developers; views show their own translated texts). */
export const WALLET_LOG = {
  paymentUrl: "Unable to create the payment URL",
  paymentOptions: "Unable to load payment options",
} as const;
