import type { Basket, Bundle, PaymentMethodId, PaymentOption, PaymentStatus, WalletVariant } from "../domain/wallet.schema";
import { validatePayment, type PaymentErrorKey } from "../rules/payment.rules";
import type { RuleResult } from "../rules/rule-result";
import type { AnalyticsBrand } from "./wallet.analytics";
import type { PendingPayment } from "./wallet.schema";

// The wallet's context and what views read of it, apart from the machine: the drawer's code (and the machine) loads
// with the drawer, while the header reads these.

export type WalletPayProblem = "blocked" | "startFailed";

export interface WalletContext {
  readonly keyPrefix: string;
  readonly analytics: AnalyticsBrand;
  readonly locale: string;
  readonly returnUrl: string;
  readonly walletId: string | null;
  readonly walletType: string | null;
  readonly onProfilePage: boolean;
  readonly variant: WalletVariant;
  readonly bundles: readonly Bundle[];
  readonly paymentOptions: readonly PaymentOption[];
  readonly basket: Basket | null;
  readonly methodId: PaymentMethodId | null;
  readonly subOptionId: PaymentMethodId | null;
  readonly paymentStatus: PaymentStatus;
  readonly failReason: number | null;
  readonly lastPurchaseAmount: number;
  /** Pay attempts so far; the idempotency key of attempt n is `<keyPrefix>-<n>`. */
  readonly attempts: number;
  readonly pending: PendingPayment | null;
  /** Why the last pay attempt never reached the provider: the window was blocked, or the platform gave no payment URL. */
  readonly payProblem: WalletPayProblem | null;
  /** Payment sessions already settled (bought) or failed: a repeat of either changes nothing. */
  readonly settledSessions: readonly string[];
  readonly failedSessions: readonly string[];
}

export const chosenBundle = (context: WalletContext): Bundle | undefined => context.bundles.find((b) => b.id === context.basket?.bundle);
export const chosenMethod = (context: WalletContext): PaymentOption | undefined =>
  context.paymentOptions.find((o) => context.methodId !== null && String(o.id) === String(context.methodId));

/** §5 payment: the method to send, or why pay is disabled. */
export const walletPayment = (context: WalletContext): RuleResult<string, PaymentErrorKey> =>
  validatePayment({ variant: context.variant, method: chosenMethod(context), subOption: context.subOptionId ?? undefined });

