import type { Router } from "express";
import { Result, Schema } from "effect";
import { PaymentProvider, WalletVariant } from "@camstage/core";
import type { World } from "../world/world";
import { qaPayment, qaPayments, SettleRequest, settlePayment } from "../payments/payment.settle";

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
export const addPaymentQaRoutes = (router: Router, world: World): void => {
  router.get("/payments", (_req, res) => {
    res.json(qaPayments(world));
  });

  router.post("/payments/:id", (req, res) => {
    const request = decodeSettle(req.body);
    if (Result.isFailure(request)) {
      res.status(400).json({ error: 'Expected {"outcome": "success"} or {"outcome": "failed", "reason": 100 | 299 | 300 | 302 | 308 | 309}', issue: request.failure.message });
      return;
    }
    const result = settlePayment(world, req.params.id, request.success);
    if (result.ok) res.json(qaPayment(result.session));
    else if (result.problem === "unknown") res.status(404).json({ error: `Unknown payment: ${req.params.id}` });
    else res.status(409).json({ error: `Payment ${req.params.id} is already settled (${result.session.status})`, payment: qaPayment(result.session) });
  });

  router.get("/wallet", (_req, res) => {
    res.json(qaWallet(world));
  });

  router.post("/wallet", (req, res) => {
    const change = decodeWalletChange(req.body);
    if (Result.isFailure(change) || (change.success.variant === undefined && change.success.provider === undefined)) {
      res.status(400).json({ error: 'Expected {"variant": "drawer" | "simple"} and/or {"provider": "standard" | "paynl"}' });
      return;
    }
    const { variant, provider } = change.success;
    if (variant !== undefined) world.dispatch({ type: "wallet.variant.set", variant });
    if (provider !== undefined) world.dispatch({ type: "wallet.provider.set", provider });
    res.json(qaWallet(world));
  });
};
