import type { SnapshotFrom } from "xstate";
import { bundleSummary, wholeMinutes } from "../constants/credits";
import { PAYMENT_STATUS, failReasonText, type PaymentMethodId } from "../domain/wallet.schema";
import { ruleErrors } from "../rules/rule-result";
import { chosenBundle, chosenMethod, walletPayment } from "./wallet.context";
import type { walletMachine } from "./wallet.machine";
import type { WalletEvent } from "./wallet.schema";

export type WalletSnapshot = SnapshotFrom<typeof walletMachine>;
export type WalletDrawerStatus = "closed" | "loading" | "loadFailed" | "shown";
export type WalletPayWindowStatus = "idle" | "starting" | "open";
export type WalletPaymentStatusName = "READY" | "SUCCESS" | "FAILED";

const STATUS_NAMES = { [PAYMENT_STATUS.READY]: "READY", [PAYMENT_STATUS.SUCCESS]: "SUCCESS", [PAYMENT_STATUS.FAILED]: "FAILED" } as const;

export interface WalletOpenRequest {
  readonly locale: string;
  readonly returnUrl: string;
  readonly walletId?: string | null;
  readonly walletType?: string;
  readonly onProfilePage?: boolean;
  readonly brand?: string;
  readonly affiliation?: string;
}

export function connectWallet(snapshot: WalletSnapshot, send: (event: WalletEvent) => void) {
  const { context } = snapshot;
  const value = snapshot.value as { drawer: WalletDrawerStatus; payWindow: WalletPayWindowStatus };
  const bundle = chosenBundle(context);
  const method = chosenMethod(context);
  const payment = walletPayment(context);
  const paymentStatus = STATUS_NAMES[context.paymentStatus];
  const payWindow = value.payWindow;
  const canPay = value.drawer === "shown" && payWindow === "idle" && paymentStatus === "READY" && bundle !== undefined && payment.ok;
  return {
    drawer: value.drawer,
    isOpen: value.drawer !== "closed",
    isLoading: value.drawer === "loading",
    /** §8 payment options failure: the view shows "Unable to load payment options". */
    paymentOptionsFailed: value.drawer === "loadFailed",
    variant: context.variant,
    walletId: context.walletId,
    bundles: context.bundles,
    paymentOptions: context.paymentOptions,
    selectedBundleId: bundle?.id ?? null,
    basket: context.basket,
    /** §2.5 the drawer variant's summary of the chosen bundle (hidden on mobile by the view). */
    summary: bundle ? bundleSummary(bundle) : null,
    selectedMethodId: method?.id ?? null,
    subOptions: method?.paymentOptionSubList ?? [],
    selectedSubOptionId: context.subOptionId,
    paymentStatus,
    /** Which panel the drawer shows: the choice, or a finished payment (§2.5). */
    panel: paymentStatus === "SUCCESS" ? ("success" as const) : paymentStatus === "FAILED" ? ("failure" as const) : ("choose" as const),
    failReason: context.failReason,
    /** §8 `ppt_failed.<text>.text`. */
    failReasonText: failReasonText(context.failReason),
    lastPurchaseAmount: context.lastPurchaseAmount,
    lastPurchaseMinutes: wholeMinutes(context.lastPurchaseAmount),
    /** §5 payment: pay is disabled until the choice is complete and while a payment is starting or open. */
    canPay,
    payErrors: ruleErrors(payment),
    payWindow,
    isStartingPayment: payWindow === "starting",
    isPaying: payWindow !== "idle",
    /** Why the last Pay did not reach the provider (a blocked window, no payment URL): the view says so. */
    payProblem: context.payProblem,
    /** The idempotency key of the payment in flight (ARCHITECTURE §7). */
    idempotencyKey: context.pending?.idempotencyKey ?? null,
    open: (request: WalletOpenRequest) => send({ type: "wallet.open", ...request }),
    close: () => send({ type: "wallet.close" }),
    retry: () => send({ type: "wallet.retry" }),
    selectBundle: (bundleId: number) => send({ type: "wallet.bundle.select", bundleId }),
    selectMethod: (methodId: PaymentMethodId) => send({ type: "wallet.method.select", methodId }),
    selectSubOption: (subOptionId: PaymentMethodId) => send({ type: "wallet.subOption.select", subOptionId }),
    /** Call within the click: the app opens the blank pay window synchronously (§2.5). */
    pay: () => send({ type: "wallet.pay" }),
    payWindowClosed: () => send({ type: "wallet.payWindow.closed" }),
    payWindowBlocked: () => send({ type: "wallet.payWindow.blocked" }),
    backToBundles: () => send({ type: "wallet.backToBundles" }),
  };
}
export type WalletConnect = ReturnType<typeof connectWallet>;
