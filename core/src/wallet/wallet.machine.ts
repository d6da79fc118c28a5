import { assign, emit, enqueueActions, fromPromise, setup } from "xstate";
import { centsToEuro } from "../constants/credits";
import { PAYMENT_STATUS, type Bundle, type WalletResponse } from "../domain/wallet.schema";
import { basketFor, defaultBundle, defaultPaymentOption, isPaymentUrl, visibleBundles } from "../rules/payment.rules";
import { chosenBundle, chosenMethod, walletPayment, type WalletContext } from "./wallet.context";
import { bundleTrackingItem, purchaseAnalyticsItem } from "./wallet.analytics";
import {
  WALLET_LOG, type PaymentStart, type PaymentStarted, type WalletAnalytics, type WalletEmitted, type WalletEvent, type WalletInput,
  type WalletRequest,
} from "./wallet.schema";

/** What closing the drawer resets (§4): the loaded wallet, the choice and the status (READY). */
const closedWallet = {
  variant: "drawer",
  bundles: [],
  paymentOptions: [],
  basket: null,
  methodId: null,
  subOptionId: null,
  paymentStatus: PAYMENT_STATUS.READY,
  failReason: null,
  lastPurchaseAmount: 0,
  payProblem: null,
} as const satisfies Partial<WalletContext>;

const canPay = (context: WalletContext) =>
  context.paymentStatus === PAYMENT_STATUS.READY && chosenBundle(context) !== undefined && walletPayment(context).ok;

/** §4 default bundle (tagged default, else the first) and default method (by locale and provider). */
const defaults = (context: WalletContext): Pick<WalletContext, "basket" | "methodId" | "subOptionId"> => {
  const bundle = defaultBundle(context.bundles);
  return {
    basket: bundle ? basketFor(bundle) : null,
    methodId: defaultPaymentOption(context.paymentOptions, context.locale, context.variant)?.id ?? null,
    subOptionId: null,
  };
};

const trackingItem = (context: WalletContext, bundle: Bundle) =>
  bundleTrackingItem(bundle, Math.max(0, context.bundles.findIndex((b) => b.id === bundle.id)), context.analytics);

const checkoutPush = (context: WalletContext, event: "begin_checkout" | "start_payment"): WalletAnalytics | null => {
  const p = context.pending;
  return p ? { event, items: [bundleTrackingItem(p.bundle, p.index, context.analytics)], paymentMethod: p.paymentMethod } : null;
};

/** The bundle a bundle-bought settles: the one the platform names, else the one being paid, else the one chosen. */
const boughtBundle = (context: WalletContext, bundleId: number | undefined): Bundle | undefined =>
  context.bundles.find((b) => bundleId !== undefined && b.id === bundleId) ?? context.pending?.bundle ?? chosenBundle(context);

/** The payment session an event settles: the one it names, else the pending payment's (null when unknown). */
const settledSession = (context: WalletContext, named: string | undefined): string | null => named ?? context.pending?.session ?? null;

const settles = (context: WalletContext, named: string | undefined, done: readonly string[]): boolean => {
  const session = settledSession(context, named);
  return session !== null ? !done.includes(session) : context.pending !== null;
};

const withSession = (sessions: readonly string[], session: string | null | undefined) =>
  session === null || session === undefined || sessions.includes(session) ? sessions : [...sessions, session];

/**
 * §2.5/§4 wallet. Two regions: the drawer (closed → loading → shown, or loadFailed) and the pay window
 * (idle → starting → open). Paying opens a blank window within the click, asks for a payment URL under a
 * fresh idempotency key and sends the window there; a second pay meanwhile does nothing (ARCHITECTURE §7). The
 * member socket settles the payment: any status other than READY closes the window, then the after-pay
 * events follow. Closing the drawer resets the wallet but not a payment in progress.
 */
export const walletMachine = setup({
  types: {
    context: {} as WalletContext,
    events: {} as WalletEvent,
    input: {} as WalletInput,
    emitted: {} as WalletEmitted,
  },
  actors: {
    fetchWallet: fromPromise<WalletResponse, WalletRequest>(async () => {
      throw new Error("fetchWallet is provided by the app");
    }),
    startPayment: fromPromise<PaymentStarted, PaymentStart>(async () => {
      throw new Error("startPayment is provided by the app");
    }),
  },
  guards: {
    canPay: ({ context }) => canPay(context),
    knownBundle: ({ context, event }) => event.type === "wallet.bundle.select" && context.bundles.some((b) => b.id === event.bundleId),
    knownMethod: ({ context, event }) =>
      event.type === "wallet.method.select" && context.paymentOptions.some((o) => String(o.id) === String(event.methodId)),
    subOptionOfMethod: ({ context, event }) =>
      event.type === "wallet.subOption.select" && (chosenMethod(context)?.paymentOptionSubList ?? []).some((s) => String(s.id) === String(event.subOptionId)),
    failed: ({ context }) => context.paymentStatus === PAYMENT_STATUS.FAILED,
    paymentUrl: ({ event }) => "output" in event && isPaymentUrl((event.output as PaymentStarted).paymentURL),
    // A repeat of a settled session, or an unnamed settlement with nothing pending, changes nothing (ARCHITECTURE §7).
    newPurchase: ({ context, event }) => event.type === "socket.member.bundleBought" && settles(context, event.session, context.settledSessions),
    newFailure: ({ context, event }) =>
      event.type === "socket.member.paymentFailed" && settles(context, event.session, [...context.settledSessions, ...context.failedSessions]),
  },
  actions: {
    /** The pay window port (§2.5): opened blank within the click, sent to the payment URL, closed. */
    openPayWindow: () => {
      throw new Error("openPayWindow is provided by the app");
    },
    navigatePayWindow: (_: unknown, _params: { url: string }) => {
      throw new Error("navigatePayWindow is provided by the app");
    },
    closePayWindow: () => {
      throw new Error("closePayWindow is provided by the app");
    },
    pushAnalytics: (_: unknown, _params: WalletAnalytics) => {},
    announceOpen: emit({ type: "wallet.opened" as const }),
    logError: (_: unknown, _params: { message: string; error: unknown }) => {},
    request: assign(({ context, event }) => {
      if (event.type !== "wallet.open") return {};
      return {
        locale: event.locale,
        returnUrl: event.returnUrl,
        walletId: event.walletId ?? null,
        walletType: event.walletType ?? null,
        onProfilePage: event.onProfilePage ?? false,
        analytics: { brand: event.brand ?? context.analytics.brand, affiliation: event.affiliation ?? context.analytics.affiliation },
        // §4 opening resets the basket.
        basket: null,
      };
    }),
    store: assign(({ context, event }) => {
      if (!("output" in event)) return {};
      const wallet = event.output as WalletResponse;
      const loaded: WalletContext = {
        ...context,
        bundles: visibleBundles(wallet.bundles),
        paymentOptions: wallet.paymentOptions,
        variant: wallet.variant,
        walletId: wallet.id ?? context.walletId,
      };
      return { ...loaded, ...defaults(loaded) };
    }),
    selectBundle: assign({
      basket: ({ context, event }) => {
        const bundle = event.type === "wallet.bundle.select" ? context.bundles.find((b) => b.id === event.bundleId) : undefined;
        return bundle ? basketFor(bundle) : context.basket;
      },
    }),
    trackSelectItem: enqueueActions(({ context, enqueue }) => {
      const bundle = chosenBundle(context);
      if (bundle) enqueue({ type: "pushAnalytics", params: { event: "select_item", items: [trackingItem(context, bundle)] } });
    }),
    selectMethod: assign(({ context, event }) => (event.type === "wallet.method.select" ? { methodId: event.methodId, subOptionId: null } : { methodId: context.methodId })),
    selectSubOption: assign({ subOptionId: ({ context, event }) => (event.type === "wallet.subOption.select" ? event.subOptionId : context.subOptionId) }),
    backToBundles: assign(({ context }) => ({ paymentStatus: PAYMENT_STATUS.READY, failReason: null, basket: context.basket ?? defaults(context).basket })),
    reset: assign(() => ({ ...closedWallet })),
    beginPayment: assign(({ context }) => {
      const bundle = chosenBundle(context);
      const payment = walletPayment(context);
      if (!bundle || !payment.ok) return {};
      const attempts = context.attempts + 1;
      return {
        attempts,
        payProblem: null,
        pending: {
          idempotencyKey: `${context.keyPrefix}-${attempts}`,
          bundle,
          index: Math.max(0, context.bundles.findIndex((b) => b.id === bundle.id)),
          paymentMethod: payment.value,
          session: null,
        },
      };
    }),
    trackBeginCheckout: enqueueActions(({ context, enqueue }) => {
      const push = checkoutPush(context, "begin_checkout");
      if (push) enqueue({ type: "pushAnalytics", params: push });
    }),
    trackStartPayment: enqueueActions(({ context, enqueue }) => {
      const push = checkoutPush(context, "start_payment");
      if (push) enqueue({ type: "pushAnalytics", params: push });
    }),
    paymentStarted: assign({
      pending: ({ context, event }) => {
        const started = "output" in event ? (event.output as PaymentStarted) : undefined;
        return context.pending && started ? { ...context.pending, session: started.session ?? null } : context.pending;
      },
    }),
    paymentStartFailed: enqueueActions(({ event, enqueue }) => {
      enqueue({ type: "logError", params: { message: WALLET_LOG.paymentUrl, error: "error" in event ? event.error : "output" in event ? event.output : undefined } });
      enqueue("closePayWindow");
      enqueue(assign({ pending: null, payProblem: "startFailed" as const }));
    }),
    /** §4 bundle-bought: purchase analytics, then SUCCESS with the credits bought and the basket reset. */
    settlePurchase: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== "socket.member.bundleBought") return;
      const bundle = boughtBundle(context, event.bundle);
      const session = settledSession(context, event.session);
      if (bundle) {
        enqueue({
          type: "pushAnalytics",
          params: {
            event: "purchase",
            items: [purchaseAnalyticsItem(bundle, context.walletType ?? context.variant, context.analytics)],
            transactionId: session ?? context.pending?.idempotencyKey ?? "",
            value: centsToEuro(bundle.cost),
            currency: bundle.currency,
          },
        });
      }
      enqueue(
        assign({
          paymentStatus: PAYMENT_STATUS.SUCCESS,
          failReason: null,
          lastPurchaseAmount: event.credits,
          basket: null,
          pending: null,
          settledSessions: withSession(context.settledSessions, session),
        }),
      );
    }),
    /** §4 payment-failed: FAILED with the fail code and the basket reset. */
    settleFailure: assign(({ context, event }) => {
      if (event.type !== "socket.member.paymentFailed") return {};
      return {
        paymentStatus: PAYMENT_STATUS.FAILED,
        failReason: event.reason,
        basket: null,
        pending: null,
        failedSessions: withSession(context.failedSessions, settledSession(context, event.session)),
      };
    }),
    afterPay: enqueueActions(({ context, enqueue }) => {
      if (!context.onProfilePage) return;
      enqueue(emit({ type: "wallet.afterPay", target: "streambox", value: "ended" } as const));
      enqueue(emit({ type: "wallet.afterPay", target: "legacyWallet", value: "ended" } as const));
    }),
  },
}).createMachine({
  id: "wallet",
  context: ({ input }) => ({
    keyPrefix: input.keyPrefix,
    analytics: { brand: input.brand ?? "", affiliation: input.affiliation ?? "" },
    locale: "nl",
    returnUrl: "",
    walletId: null,
    walletType: null,
    onProfilePage: false,
    ...closedWallet,
    attempts: 0,
    pending: null,
    settledSessions: [],
    failedSessions: [],
  }),
  type: "parallel",
  states: {
    drawer: {
      initial: "closed",
      on: { "wallet.close": { target: ".closed", actions: "reset" } },
      states: {
        closed: {
          on: { "wallet.open": { target: "loading", actions: ["request", "announceOpen"] } },
        },
        loading: {
          invoke: {
            id: "fetchWallet",
            src: "fetchWallet",
            input: ({ context }) => ({ id: context.walletId, lang: context.locale }),
            onDone: { target: "shown", actions: "store" },
            onError: { target: "loadFailed", actions: { type: "logError", params: ({ event }) => ({ message: WALLET_LOG.paymentOptions, error: event.error }) } },
          },
        },
        loadFailed: {
          on: { "wallet.retry": { target: "loading" }, "wallet.open": { target: "loading", actions: ["request", "announceOpen"] } },
        },
        shown: {
          on: {
            "wallet.bundle.select": { guard: "knownBundle", actions: ["selectBundle", "trackSelectItem"] },
            "wallet.method.select": { guard: "knownMethod", actions: "selectMethod" },
            "wallet.subOption.select": { guard: "subOptionOfMethod", actions: "selectSubOption" },
            "wallet.backToBundles": { guard: "failed", actions: "backToBundles" },
          },
        },
      },
    },
    payWindow: {
      initial: "idle",
      on: {
        "socket.member.bundleBought": { guard: "newPurchase", target: ".idle", actions: ["settlePurchase", "afterPay"] },
        "socket.member.paymentFailed": { guard: "newFailure", target: ".idle", actions: ["settleFailure", "afterPay"] },
      },
      states: {
        idle: {
          on: {
            "wallet.pay": {
              guard: "canPay",
              target: "starting",
              actions: ["beginPayment", "openPayWindow", "trackBeginCheckout"],
            },
          },
        },
        starting: {
          invoke: {
            id: "startPayment",
            src: "startPayment",
            input: ({ context }) => ({
              bundle: context.pending?.bundle.id ?? 0,
              paymentMethod: context.pending?.paymentMethod ?? "",
              returnUrl: context.returnUrl,
              idempotencyKey: context.pending?.idempotencyKey ?? "",
            }),
            onDone: [
              {
                guard: "paymentUrl",
                target: "open",
                actions: [
                  "paymentStarted",
                  { type: "navigatePayWindow", params: ({ event }) => ({ url: event.output.paymentURL }) },
                  "trackStartPayment",
                ],
              },
              { target: "idle", actions: "paymentStartFailed" },
            ],
            onError: { target: "idle", actions: "paymentStartFailed" },
          },
          on: {
            // Closed (or never opened) before the provider's URL arrived: the wallet is payable again at once.
            "wallet.payWindow.closed": { target: "idle" },
            "wallet.payWindow.blocked": { target: "idle", actions: assign({ pending: null, payProblem: "blocked" as const }) },
            "socket.member.bundleBought": { guard: "newPurchase", target: "idle", actions: ["closePayWindow", "settlePurchase", "afterPay"] },
            "socket.member.paymentFailed": { guard: "newFailure", target: "idle", actions: ["closePayWindow", "settleFailure", "afterPay"] },
          },
        },
        open: {
          on: {
            "wallet.payWindow.closed": { target: "idle" },
            "socket.member.bundleBought": { guard: "newPurchase", target: "idle", actions: ["closePayWindow", "settlePurchase", "afterPay"] },
            "socket.member.paymentFailed": { guard: "newFailure", target: "idle", actions: ["closePayWindow", "settleFailure", "afterPay"] },
          },
        },
      },
    },
  },
});
export type WalletMachine = typeof walletMachine;
