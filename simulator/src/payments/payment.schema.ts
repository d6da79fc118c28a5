import { Schema } from "effect";
import { eventTypes } from "../world/world.features";
import { Device, FAIL_REASON, PaymentProvider, WalletVariant, type Bundle, type PaymentOption } from "@camstage/core";

/** §4 fail reasons a payment can settle with: 100 default, 299 anti-fraud, 300 failed, 302 rejected, 308 expired, 309 cancelled. */
export const FAIL_REASONS = [
  FAIL_REASON.DEFAULT, FAIL_REASON.ANTI_FRAUD, FAIL_REASON.FAILED, FAIL_REASON.REJECTED, FAIL_REASON.EXPIRED, FAIL_REASON.CANCELLED,
] as const;
export const FailReason = Schema.Literals(FAIL_REASONS);
export type FailReason = typeof FailReason.Type;

/** QA switches the wallet variant (§2.5: `drawer` is the fallback, `simple` the bundle list). */
export const WalletVariantSet = Schema.Struct({ type: Schema.Literal("wallet.variant.set"), variant: WalletVariant });
/** QA switches whose payment options the wallet offers (§3: an option's provider follows from its id). */
export const WalletProviderSet = Schema.Struct({ type: Schema.Literal("wallet.provider.set"), provider: PaymentProvider });

/**
 * A payment session started (§7 POST /payment/session). Credits and bonus are copied from the bundle so the
 * settlement credits what was shown, and the event alone replays the session.
 */
export const PaymentSessionCreated = Schema.Struct({
  type: Schema.Literal("payment.session.created"),
  id: Schema.String,
  member: Schema.Number,
  bundle: Schema.Number,
  credits: Schema.Number,
  bonus: Schema.Number,
  cost: Schema.Number,
  paymentMethod: Schema.String,
  device: Device,
  idempotencyKey: Schema.String,
  createdAt: Schema.Number,
});
export type PaymentSessionCreated = typeof PaymentSessionCreated.Type;

/** The provider's answer: the reducer applies it to a pending session only, so a session settles exactly once. */
export const PaymentSessionSettled = Schema.Union([
  Schema.Struct({ type: Schema.Literal("payment.session.settled"), id: Schema.String, outcome: Schema.Literal("success") }),
  Schema.Struct({ type: Schema.Literal("payment.session.settled"), id: Schema.String, outcome: Schema.Literal("failed"), reason: FailReason }),
]);
export type PaymentSessionSettled = typeof PaymentSessionSettled.Type;

export const PaymentEvent = Schema.Union([WalletVariantSet, WalletProviderSet, PaymentSessionCreated, ...PaymentSessionSettled.members]);
export type PaymentEvent = typeof PaymentEvent.Type;
export const PAYMENT_EVENT_TYPES = eventTypes(PaymentEvent);

export type PaymentStatusName = "pending" | "success" | "failed";

/** A payment session as the world holds it. */
export interface PaymentSession {
  readonly id: string;
  readonly member: number;
  readonly bundle: number;
  /** Seconds-based credits of the bundle (§3). */
  readonly credits: number;
  /** Bonus minutes of the bundle (§3). */
  readonly bonus: number;
  /** Cents. */
  readonly cost: number;
  readonly paymentMethod: string;
  readonly device: Device;
  readonly idempotencyKey: string;
  readonly status: PaymentStatusName;
  readonly reason: FailReason | null;
  readonly createdAt: number;
}

/** The wallet the platform serves (§7 GET /wallet): the catalogue and what QA switched. */
export interface WalletSettings {
  readonly id: string;
  readonly variant: WalletVariant;
  readonly provider: PaymentProvider;
  readonly bundles: readonly Bundle[];
  readonly paymentOptions: Readonly<Record<PaymentProvider, readonly PaymentOption[]>>;
}
