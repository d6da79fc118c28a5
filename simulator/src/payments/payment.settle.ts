import { Schema } from "effect";
import { FAIL_REASON } from "@camstage/core";
import type { World } from "../world/world";
import { FAIL_REASONS, FailReason, type PaymentSession } from "./payment.schema";

/** How the provider answers a payment (QA API body, provider page): success, or failure with a §4 reason. */
export const SettleRequest = Schema.Union([
  Schema.Struct({ outcome: Schema.Literal("success") }),
  Schema.Struct({ outcome: Schema.Literal("failed"), reason: FailReason }),
]);
export type SettleRequest = typeof SettleRequest.Type;

/** §4 a cancelled payment is a failure with reason 309. */
export const CANCELLED: SettleRequest = { outcome: "failed", reason: FAIL_REASON.CANCELLED };

/** The provider page's form answer: Pay, Cancel (§4 a failure with reason 309), or Fail with the chosen reason. */
export const settleRequestOf = (form: Record<string, unknown>): SettleRequest | undefined => {
  if (form.outcome === "success") return { outcome: "success" };
  if (form.outcome === "cancel") return CANCELLED;
  if (form.outcome !== "failed") return undefined;
  const reason = FAIL_REASONS.find((code) => String(code) === form.reason);
  return reason === undefined ? undefined : { outcome: "failed", reason };
};

export type SettleResult =
  | { readonly ok: true; readonly session: PaymentSession }
  | { readonly ok: false; readonly problem: "unknown" }
  | { readonly ok: false; readonly problem: "settled"; readonly session: PaymentSession };

/**
 * Settles a pending session with one world event, whoever asks (provider page, QA API): the same event a
 * scenario dispatches. A session that is already settled is left alone, and the caller answers 409.
 */
export const settlePayment = (world: World, id: string, request: SettleRequest): SettleResult => {
  const session = world.getState().payments.find((p) => p.id === id);
  if (session === undefined) return { ok: false, problem: "unknown" };
  if (session.status !== "pending") return { ok: false, problem: "settled", session };
  world.dispatch({ type: "payment.session.settled", id, ...request });
  const settled = world.getState().payments.find((p) => p.id === id) ?? session;
  return { ok: true, session: settled };
};

/** A session as the QA API lists it. */
export const qaPayment = (session: PaymentSession) => ({
  id: session.id,
  member: session.member,
  bundle: session.bundle,
  status: session.status,
  ...(session.reason !== null ? { reason: session.reason } : {}),
  credits: session.credits,
  bonus: session.bonus,
  cost: session.cost,
  paymentMethod: session.paymentMethod,
  idempotencyKey: session.idempotencyKey,
});

/** GET /simulator/api/payments: newest first. */
export const qaPayments = (world: World) => [...world.getState().payments].reverse().map(qaPayment);
