import { CREDITS_PER_MINUTE } from "@camstage/core";
import type { WorldState } from "../world/world.schema";
import { creditMember } from "../world/member.reducer";
import type { PaymentEvent, PaymentSession } from "./payment.schema";

/** What a successful session credits: the bundle's credits plus its bonus minutes at 60 credits each (§9). */
export const sessionCredits = (session: Pick<PaymentSession, "credits" | "bonus">): number => session.credits + session.bonus * CREDITS_PER_MINUTE;

/** Folds one payment event onto the world. */
export const reducePayment = (state: WorldState, event: PaymentEvent): WorldState => {
  switch (event.type) {
    case "wallet.variant.set":
      return state.wallet.variant === event.variant ? state : { ...state, wallet: { ...state.wallet, variant: event.variant } };
    case "wallet.provider.set":
      return state.wallet.provider === event.provider ? state : { ...state, wallet: { ...state.wallet, provider: event.provider } };
    case "payment.session.created": {
      // One session per id, and per member and idempotency key (ARCHITECTURE §7): a repeated event adds nothing.
      const repeated = state.payments.some((p) => p.id === event.id || (p.member === event.member && p.idempotencyKey === event.idempotencyKey));
      if (repeated) return state;
      const { type: _type, ...fields } = event;
      return { ...state, payments: [...state.payments, { ...fields, status: "pending", reason: null }] };
    }
    case "payment.session.settled": {
      const index = state.payments.findIndex((p) => p.id === event.id);
      const session = state.payments[index];
      // A session settles exactly once: settling it again (or an unknown one) changes nothing.
      if (session === undefined || session.status !== "pending") return state;
      const settled: PaymentSession =
        event.outcome === "success" ? { ...session, status: "success", reason: null } : { ...session, status: "failed", reason: event.reason };
      const payments = [...state.payments];
      payments[index] = settled;
      const next = { ...state, payments };
      return event.outcome === "success" ? creditMember(next, session.member, sessionCredits(session)) : next;
    }
  }
};
