import { fromPromise } from "xstate";
import {
  SESSION_STORAGE_KEYS,
  baseQuery,
  creditsMachine,
  dialInMachine,
  paymentApi,
  walletMachine,
  type DialInPayRequest,
  type FlowEnv,
  type FlowEvent,
  type MemberBasicInfo,
  type PaymentStart,
  type PaymentStarted,
  type PlatformClient,
  type WalletRequest,
} from "@camstage/core";
import type { PayWindow } from "../platform/pay-window";

export interface PaymentFlowDeps {
  readonly platform: PlatformClient;
  readonly fingerprint: string;
  readonly sessionStorage: Pick<Storage, "getItem" | "setItem" | "removeItem"> | undefined;
  /** The logged-in member's basic info (§3 payment session request carries it). */
  readonly member: () => MemberBasicInfo | null;
  /** The current location's search string, for the route basics (§2.1 base query). */
  readonly search: () => string;
  readonly isMobile: () => boolean;
  readonly payWindow: PayWindow;
  readonly track: (event: Record<string, unknown>) => void;
  readonly deliver: (flow: string, event: FlowEvent) => void;
  readonly log: (message: string, error: unknown) => void;
}

/** §2.1 route basics: the valid affiliate and tracking values of the current URL. */
const routeBasics = (search: string) => {
  const { splash6: _splash, ...basics } = baseQuery(search);
  return basics;
};

/**
 * §2.5/§4 the wallet (pay window, idempotent payment start), the balance, and the dial-in, provided with the
 * §7 payment calls, the pay window and session storage.
 */
export function paymentFlows(deps: PaymentFlowDeps) {
  const { platform, fingerprint, sessionStorage, member, search, isMobile, payWindow, track, deliver, log } = deps;
  return {
    // Every idempotency key starts with a prefix drawn from the session's ids (unique per page load).
    wallet: (env: FlowEnv) => ({
      logic: walletMachine.provide({
        actors: {
          fetchWallet: fromPromise(({ input }: { input: WalletRequest }) =>
            platform.call(paymentApi.wallet, { query: { lang: input.lang, ...(input.id ? { id: input.id } : {}) } }),
          ),
          startPayment: fromPromise<PaymentStarted, PaymentStart>(async ({ input }) => {
            const basicInfo = member();
            if (basicInfo === null) throw new Error("no member to pay for");
            return platform.call(paymentApi.paymentSession, {
              body: { ...input, member: basicInfo, fingerprint, device: isMobile() ? "mobile" : "desktop" },
            });
          }),
        },
        actions: {
          openPayWindow: () => payWindow.open(),
          navigatePayWindow: (_, { url }) => payWindow.navigate(url),
          closePayWindow: () => payWindow.close(),
          pushAnalytics: (_, analytics) => track(analytics as unknown as Record<string, unknown>),
          logError: (_, { message, error }) => log(message, error),
        },
      }),
      input: { keyPrefix: env.ids() },
    }),
    credits: creditsMachine,
    dialIn: dialInMachine.provide({
      actors: {
        loadIvrSession: fromPromise(async () => {
          const session = await platform.call(paymentApi.ivr, { query: { fingerprint, ...routeBasics(search()) } });
          return { session, receivedAt: Date.now() };
        }),
        loadPhoneNumbers: fromPromise(({ input }: { input: { provider: string } }) =>
          platform.call(paymentApi.dialInNumbers, { query: { provider: input.provider } }),
        ),
        payDialIn: fromPromise<unknown, DialInPayRequest>(({ input }) =>
          platform.call(paymentApi.dialIn, { body: { ...input, fingerprint, ...routeBasics(search()) } }),
        ),
        checkStatus: fromPromise(({ input }: { input: { session: string } }) => platform.call(paymentApi.verifyDialIn, { query: input })),
      },
      actions: {
        closeWalletDrawer: () => deliver("wallet", { type: "wallet.close" }),
        // The chat arrives with its milestone; until then there is no chat to leave.
        leaveChat: () => undefined,
        dialNumber: (_, { href }) => window.location.assign(href),
        writeIvrCache: (_, { entry }) => sessionStorage?.setItem(SESSION_STORAGE_KEYS.ivrCache, JSON.stringify(entry)),
        clearIvrCache: () => sessionStorage?.removeItem(SESSION_STORAGE_KEYS.ivrCache),
        logError: (_, { message, error }) => log(message, error),
      },
    }),
  };
}
