import type { QaRoutes } from "./qa-router";
import { Result, Schema } from "effect";
import { PaymentProvider, WalletVariant } from "@camstage/core";
import type { World } from "../world/world";
import { qaPayment, qaPayments, SettleRequest, settlePayment } from "../payments/payment.settle";
import { badBody, QA_LABELS, qaError } from "./qa-errors";

/** Body of `POST /simulator/api/wallet`: the variant and/or the provider whose options the wallet offers. */
export const WalletChange = Schema.Struct({ variant: Schema.optional(WalletVariant), provider: Schema.optional(PaymentProvider) });
export type WalletChange = typeof WalletChange.Type;

const decodeSettle = Schema.decodeUnknownResult(SettleRequest);
const decodeWalletChange = Schema.decodeUnknownResult(WalletChange);

const qaWallet = (world: World) => {
  const { id, variant, provider } = world.getState().wallet;
  return { id, variant, provider };
};

/** QA payments: list sessions, settle one (exactly once), switch the wallet variant and provider. */
export const addPaymentQaRoutes = (router: QaRoutes, world: World): void => {
  router.get("/payments", (_req, res) => {
    res.json(qaPayments(world));
  });

  router.post("/payments/:id", (req, res) => {
    const request = decodeSettle(req.body);
    if (Result.isFailure(request)) {
      badBody(res, 'Expected {"outcome": "success"} or {"outcome": "failed", "reason": 100 | 299 | 300 | 302 | 308 | 309}', request.failure.message);
      return;
    }
    const result = settlePayment(world, req.params.id, request.success);
    if (result.ok) res.json(qaPayment(result.session));
    else if (result.problem === "unknown") qaError(res, 404, QA_LABELS.payment, `Unknown payment: ${req.params.id}`);
    else qaError(res, 409, QA_LABELS.paymentSettled, `Payment ${req.params.id} is already settled (${result.session.status})`, { payment: qaPayment(result.session) });
  });

  router.get("/wallet", (_req, res) => {
    res.json(qaWallet(world));
  });

  router.post("/wallet", (req, res) => {
    const change = decodeWalletChange(req.body);
    if (Result.isFailure(change) || (change.success.variant === undefined && change.success.provider === undefined)) {
      badBody(res, 'Expected {"variant": "drawer" | "simple"} and/or {"provider": "standard" | "paynl"}', Result.isFailure(change) ? change.failure.message : undefined);
      return;
    }
    const { variant, provider } = change.success;
    if (variant !== undefined) world.dispatch({ type: "wallet.variant.set", variant });
    if (provider !== undefined) world.dispatch({ type: "wallet.provider.set", provider });
    res.json(qaWallet(world));
  });
};
