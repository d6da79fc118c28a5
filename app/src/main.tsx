import "@camstage/views/theme/tokens.css";
import "./app.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { QueryClient } from "@tanstack/react-query";
import { resolveLocale } from "@camstage/core";
import { App } from "./app";
import { browserReloadDeps, isChunkLoadError, reloadAfterChunkError } from "./errors/chunk-reload";
import { activateLocale } from "./i18n/catalogues";
import { browserCookies } from "./platform/cookies";
import { createAppPlatform } from "./platform/platform";
import { readRuntimeConfig } from "./platform/runtime-config";
import { createSessionStore } from "./platform/session";
import { autocompleteQuery } from "./queries";
import { createSiteRouter } from "./router/router";
import { LOCALE_COOKIE, createSiteSession } from "./session/site-session";
import { createMemberEffects, landingAffiliateCode } from "./session/member-effects";
import { readAuthCookie } from "./platform/auth-cookie";
import { browserFingerprint } from "./platform/fingerprint";
import { connectMemberSocketOnLogin } from "./platform/member-socket";
import { createPayWindow } from "./platform/pay-window";
import { SESSION_STORAGE_KEYS, isMobileWidth } from "@camstage/core";
import { createPageLoader } from "./layout/page-loader";
import { configurationQuery } from "./queries";
import { registerServiceWorker } from "./service-worker";

const session = createSessionStore({ locale: "nl", noNude: false, token: undefined });
const platform = createAppPlatform(readRuntimeConfig(document), session);
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});
const pageLoader = createPageLoader();
// The member flows reach the router through this, as the router is made after the session it carries.
const routerRef: { current?: ReturnType<typeof createSiteRouter> } = {};
const effects = createMemberEffects({
  router: () => {
    if (!routerRef.current) throw new Error("router not ready");
    return routerRef.current;
  },
  queryClient,
  send: (flow, event) => siteSession.send(flow, event),
  defaultAffiliateCode: () => queryClient.getQueryData(configurationQuery({ platform }).queryKey)?.partner.affiliateCode,
  pageLoader: (on) => pageLoader.set(on),
});
const siteSession = createSiteSession({
  cookies: browserCookies,
  pathname: window.location.pathname,
  i18n,
  autocomplete: (username) => queryClient.fetchQuery(autocompleteQuery({ platform, session: session.get() }, username)),
  member: {
    platform,
    store: session,
    sessionStorage: window.sessionStorage,
    fingerprint: browserFingerprint(window.localStorage),
    affiliateCode: landingAffiliateCode(window.location.search),
    effects,
  },
  payments: {
    search: () => window.location.search,
    isMobile: () => isMobileWidth(window.innerWidth),
    sessionStorage: window.sessionStorage,
    payWindow: createPayWindow({
      openWindow: (url, target) => window.open(url, target),
      loadingText: () => i18n._(msg`Loading the secure payment page…`),
      onClosed: () => siteSession.send("wallet", { type: "wallet.payWindow.closed" }),
      onBlocked: () => siteSession.send("wallet", { type: "wallet.payWindow.blocked" }),
      setInterval: (fn, ms) => window.setInterval(fn, ms),
      clearInterval: (handle) => window.clearInterval(handle as number),
    }),
  },
  idPrefix: crypto.randomUUID().slice(0, 8),
});
// §9 the auth persisted for 30 days: the token is set on every client before the first route guard runs.
const savedAuth = readAuthCookie(browserCookies);
if (savedAuth) siteSession.send("session", { type: "session.restore", token: savedAuth.token, username: savedAuth.username });
// §4 on mount the dial-in flow checks a cached IVR session: a call in progress shows as active again.
siteSession.send("dialIn", {
  type: "dialIn.mount",
  now: Date.now(),
  mobile: isMobileWidth(window.innerWidth),
  cached: window.sessionStorage.getItem(SESSION_STORAGE_KEYS.ivrCache),
});
connectMemberSocketOnLogin({ store: session, url: window.location.origin, deliver: siteSession.send, log: console.error });
const router = createSiteRouter({ queryClient, platform, session, siteSession, cookies: browserCookies, i18n, pageLoader });
routerRef.current = router;

// §4 a language switch moves to the matching prefixed path once its messages are loaded.
siteSession.system.actor("language").on("language.changed", (event: { path: string | null }) => {
  if (event.path) void router.navigate({ href: event.path });
});

// DESIGN §3: QA exports the session's event log from the console (`camstage.exportLog()`) to attach to a bug.
Object.assign(window, { camstage: { exportLog: () => siteSession.log.export(), router } });

// §8 failed chunk load: reload, at most once per minute (Vite reports failed preloads here).
window.addEventListener("vite:preloadError", (event) => {
  if (reloadAfterChunkError(browserReloadDeps())) event.preventDefault();
});
window.addEventListener("unhandledrejection", (event) => {
  if (isChunkLoadError(event.reason)) reloadAfterChunkError(browserReloadDeps());
});

// Lingui's provider renders nothing until a locale is active, so the first language is loaded before React
// starts (the router keeps it in step afterwards).
await activateLocale(i18n, resolveLocale(window.location.pathname, browserCookies.get(LOCALE_COOKIE)));

const container = document.getElementById("root");
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} i18n={i18n} />
    </StrictMode>,
  );
}

registerServiceWorker();
