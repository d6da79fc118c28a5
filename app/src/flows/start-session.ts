import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { QueryClient } from "@tanstack/react-query";
import {
  CHAT_SOCKET_NAMESPACE, MEMBER_SOCKET_NAMESPACE, SESSION_STORAGE_KEYS, chatSocketOptions, followMemberSocket, isMobileWidth, memberSocketOptions, type PlatformClient,
} from "@camstage/core";
import { autocompleteQuery, configurationQuery } from "../queries";
import type { StoredAuth } from "../platform/auth-cookie";
import { createCamera } from "../platform/camera";
import { browserCookies } from "../platform/cookies";
import { browserFingerprint } from "../platform/fingerprint";
import { createPayWindow } from "../platform/pay-window";
import type { SessionStore } from "../platform/session";
import type { SitePlatform } from "../platform/site-platform";
import { createBrowserPorts, type PortsRouter } from "../platform/site-ports";
import { browserLogSpill } from "./log-spill";
import { yieldToBrowser } from "../platform/yield-to-browser";
import { createSiteSession, type SiteSession } from "./site-session";

export interface StartDeps {
  /** The site's platform as the queries hold it, and its client, loaded (the flows' ports call it). */
  readonly platform: SitePlatform;
  readonly client: PlatformClient;
  readonly store: SessionStore;
  readonly i18n: I18n;
  readonly queryClient: QueryClient;
  readonly router: () => PortsRouter;
  readonly pageLoader: (on: boolean) => void;
  readonly idPrefix: string;
  /** The tag manager's data layer (§2.5). */
  readonly dataLayer: () => { push(event: Record<string, unknown>): void };
  /** §9 the auth cookie as the entry read it (its token already on the first requests). */
  readonly savedAuth: StoredAuth | null;
  /** Where the sockets are: the platform's origin (CAMSTAGE_API_URL), else the site's own. */
  readonly socketOrigin: string;
  /**
   * Issue 14: where the platform client tells a change in the platform's reach; `missed` says it was unreachable
   * before the session started.
   */
  readonly reach?: { tell?: (reached: boolean) => void; missed?: boolean };
  /** §2.5 opens the pay window (`window.open` unless given). */
  readonly openWindow?: (url: string, target: string) => Window | null;
}

/**
 * §2.4 a registration is confirmed only when the configuration gives welcome credits: the modal host hears them as
 * soon as the configuration is in the cache, and again when it changes. (Told from a lazily loaded component, a
 * visitor who signed up before that component arrived — a slow phone — got no confirmation.)
 */
export function followWelcomeCredits(queryClient: QueryClient, platform: SitePlatform, configure: (welcomeCredits: number) => void): () => void {
  const { queryKey } = configurationQuery({ platform });
  let told: number | undefined;
  const tell = () => {
    const welcomeCredits = queryClient.getQueryData(queryKey)?.marketing.welcomeCredits;
    if (welcomeCredits === undefined || welcomeCredits === told) return;
    told = welcomeCredits;
    configure(welcomeCredits);
  };
  tell();
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryKey[0] === queryKey[0]) tell();
  });
}

/**
 * The visitor's session on the browser's ports (ARCHITECTURE §3). Its code (the flows, XState, the event log) loads beside
 * the first page's data, not before the first paint (ARCHITECTURE §6).
 */
export async function startSiteSession({ platform, client, store, i18n, queryClient, router, pageLoader, idPrefix, dataLayer, savedAuth, socketOrigin, reach, openWindow = (url, target) => window.open(url, target) }: StartDeps): Promise<SiteSession> {
  const camera = createCamera();
  const ports = createBrowserPorts({
    platform: client,
    // §4 the chat engine's socket, one per room; socket.io-client loads with the first chat.
    chatSocket: async () => (await import("socket.io-client")).io(`${socketOrigin}${CHAT_SOCKET_NAMESPACE}`, chatSocketOptions()),
    camera,
    beacon: (url, body) => void navigator.sendBeacon(url, new Blob([JSON.stringify(body)], { type: "application/json" })),
    store,
    cookies: browserCookies,
    sessionStorage: window.sessionStorage,
    localStorage: window.localStorage,
    i18n,
    queryClient,
    autocomplete: (username) => queryClient.fetchQuery(autocompleteQuery({ platform, session: store.get() }, username)),
    router,
    pageLoader,
    dataLayer,
    defaultAffiliateCode: () => queryClient.getQueryData(configurationQuery({ platform }).queryKey)?.partner.affiliateCode,
    payWindow: createPayWindow({
      openWindow,
      loadingText: () => i18n._(msg`Loading the secure payment page…`),
      onClosed: () => session.input({ type: "site.payWindowClosed" }),
      onBlocked: () => session.input({ type: "site.payWindowBlocked" }),
      setInterval: (fn, ms) => window.setInterval(fn, ms),
      clearInterval: (handle) => window.clearInterval(handle as number),
    }),
    location: window.location,
    userAgent: navigator.userAgent,
    referrer: document.referrer,
    fingerprint: browserFingerprint(window.localStorage),
    isMobile: () => isMobileWidth(window.innerWidth),
  });
  // Issue 11: the log's older entries wait in IndexedDB, so a long session keeps a flat memory.
  const spill = browserLogSpill(idPrefix, Date.now());
  // The flows that start with the site start one per task, after this one (issue 26, ARCHITECTURE §6 TBT): the start
  // was one long task. The app hears of the session once they all have, so what follows sees them all running.
  const session = createSiteSession(ports, { idPrefix, attachCamera: camera.attach, ...(spill ? { spill } : {}), pace: yieldToBrowser });
  await session.system.started;
  followWelcomeCredits(queryClient, platform, (welcomeCredits) => session.input({ type: "site.welcomeCredits", welcomeCredits }));
  // §9 the auth persisted for 30 days: the session flow takes over the token the first requests carried.
  if (savedAuth) session.input({ type: "site.authRestored", token: savedAuth.token, username: savedAuth.username });
  // §4 on mount the dial-in flow checks a cached IVR session: a call in progress shows as active again.
  const cached = window.sessionStorage.getItem(SESSION_STORAGE_KEYS.ivrCache);
  if (cached !== null) session.input({ type: "site.ivrCached", now: Date.now(), mobile: isMobileWidth(window.innerWidth), cached });
  // Issue 14: the platform's reach is the session's input, as the socket's events are (the routing table tells the
  // connection flow).
  if (reach) {
    reach.tell = (reached) => session.input({ type: reached ? "platform.reachable" : "platform.unreachable" });
    if (reach.missed) reach.tell(false);
  }
  // §4 the member socket follows the login; socket.io-client loads only for members. Every decoded event is the
  // session's input: core's routing table names the flows that hear it.
  const unfollow = followMemberSocket({
    token: () => store.get().token,
    onTokenChange: store.subscribe,
    connect: async (token) => (await import("socket.io-client")).io(`${socketOrigin}${MEMBER_SOCKET_NAMESPACE}`, memberSocketOptions(token)),
    onEvent: session.system.input,
    // §8 a bad socket event is reported and never applied.
    onInvalid: (wire, reason) => console.error(`Ignored a malformed ${wire} event`, reason),
    onConnectFailure: (error) => console.error("Unable to load the member socket", error),
  });
  return {
    ...session,
    stop: () => {
      unfollow();
      session.stop();
    },
  };
}
