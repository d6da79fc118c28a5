import { fromPromise } from "xstate";
import { SESSION_STORAGE_KEYS } from "../constants";
import { dialInMachine } from "../dial-in/dial-in.machine";
import type { DialInPayRequest } from "../dial-in/dial-in.schema";
import type { MemberBasicInfo } from "../domain/member.schema";
import type { FlowEnv } from "../events/flow-registry";
import { paymentApi } from "../platform/member-endpoints";
import { baseQuery } from "../rules/affiliate.rules";
import { walletMachine } from "../wallet/wallet.machine";
import type { PaymentStart, PaymentStarted, WalletAnalytics, WalletRequest } from "../wallet/wallet.schema";
import type { SitePorts } from "./site-ports";

/** §2.1 route basics: the valid affiliate and tracking values of the current URL. */
const routeBasics = (search: string) => {
  const { splash6: _splash, ...basics } = baseQuery(search);
  return basics;
};

/**
 * §2.5/§4 the wallet (pay window, idempotent payment start) and the dial-in, provided with the §7 payment calls,
 * the pay window and session storage. They load with the wallet or dial-in drawer.
 */
export const paymentFlows = (ports: SitePorts, member: () => MemberBasicInfo | null) => {
  const { platform, visitor, payWindow, sessionStorage, navigation, track, log } = ports;
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
              body: { ...input, member: basicInfo, fingerprint: visitor.fingerprint, device: visitor.isMobile() ? "mobile" : "desktop" },
            });
          }),
        },
        actions: {
          openPayWindow: () => payWindow.open(),
          navigatePayWindow: (_, { url }) => payWindow.navigate(url),
          closePayWindow: () => payWindow.close(),
          pushAnalytics: (_, analytics: WalletAnalytics) => track(analytics),
          logError: (_, { message, error }) => log(message, error),
        },
      }),
      input: { keyPrefix: env.ids() },
    }),
    dialIn: (env: FlowEnv) =>
      dialInMachine.provide({
        actors: {
          // The session's clock stamps the answer, so a replay reads the same instant.
          loadIvrSession: fromPromise(async () => {
            const session = await platform.call(paymentApi.ivr, { query: { fingerprint: visitor.fingerprint, ...routeBasics(visitor.search()) } });
            return { session, receivedAt: env.now() };
          }),
          loadPhoneNumbers: fromPromise(({ input }: { input: { provider: string } }) =>
            platform.call(paymentApi.dialInNumbers, { query: { provider: input.provider } }),
          ),
          payDialIn: fromPromise<unknown, DialInPayRequest>(({ input }) =>
            platform.call(paymentApi.dialIn, { body: { ...input, fingerprint: visitor.fingerprint, ...routeBasics(visitor.search()) } }),
          ),
          checkStatus: fromPromise(({ input }: { input: { session: string } }) => platform.call(paymentApi.verifyDialIn, { query: input })),
        },
        actions: {
          dialNumber: (_, { href }) => navigation.assign(href),
          writeIvrCache: (_, { entry }) => sessionStorage.setItem(SESSION_STORAGE_KEYS.ivrCache, JSON.stringify(entry)),
          clearIvrCache: () => sessionStorage.removeItem(SESSION_STORAGE_KEYS.ivrCache),
          logError: (_, { message, error }) => log(message, error),
        },
      }),
  };
};
export type PaymentFlows = ReturnType<typeof paymentFlows>;
