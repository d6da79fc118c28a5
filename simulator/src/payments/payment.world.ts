import { worldFeature } from "../world/world.features";
import { seedWallet } from "./payment.catalogue";
import { reducePayment } from "./payment.reducer";
import { PAYMENT_EVENT_TYPES, type PaymentEvent, type PaymentSession, type WalletSettings } from "./payment.schema";

// What payments add to the world's events and state (world/world.features.ts says how a feature plugs in).
declare module "../world/world.schema" {
  interface WorldEvents {
    readonly payments: PaymentEvent;
  }
  interface WorldState {
    /** The wallet served by §7 GET /wallet: bundles, both providers' options, variant. */
    readonly wallet: WalletSettings;
    /** Payment sessions, oldest first. */
    readonly payments: readonly PaymentSession[];
  }
}

export const PAYMENTS_FEATURE = worldFeature({ types: PAYMENT_EVENT_TYPES, reduce: reducePayment });

/** The seed's wallet (the catalogue), and no payment yet. */
export const seedPayments = (): { readonly wallet: WalletSettings; readonly payments: readonly PaymentSession[] } => ({ wallet: seedWallet(), payments: [] });
