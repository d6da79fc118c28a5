import "@camstage/views/theme/tokens.css";
import "./app.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { QueryClient, hydrate, onlineManager } from "@tanstack/react-query";
import { SESSION_STORAGE_KEYS, isMobileWidth, resolveLocale, LOCALE_COOKIE } from "@camstage/core";
import { App } from "./app";
import { browserReloadDeps, isChunkLoadError, reloadAfterChunkError } from "./errors/chunk-reload";
import { activateLocale } from "./i18n/catalogues";
import { readAuthCookie } from "./platform/auth-cookie";
import { browserCookies } from "./platform/cookies";
import { browserFingerprint } from "./platform/fingerprint";
import { connectMemberSocketOnLogin } from "./platform/member-socket";
import { createPayWindow } from "./platform/pay-window";
import { createAppPlatform } from "./platform/platform";
import { readRuntimeConfig } from "./platform/runtime-config";
import { createSessionStore } from "./platform/session";
import { createBrowserPorts } from "./platform/site-ports";
import { configurationQuery, autocompleteQuery } from "./queries";
import { createPageLoader } from "./session/page-loader";
import { createSiteRouter, type SiteRouter } from "./router/router";
import { createSiteSession, replaySiteSession, type SiteSession } from "./session/site-session";
import { exportVisitorLog } from "./session/visitor-log";
import { windowDataLayer } from "./tracking/navigation-tracking";
import { registerServiceWorker } from "./service-worker";

/** The composition root: clients, the session (or a replay), the router; nothing lives at module level. */
async function boot(): Promise<void> {
  const store = createSessionStore({ locale: "nl", noNude: false, token: undefined });
  const pageLoader = createPageLoader();
  // The flows reach the router through this, as the router is made after the session it carries.
  const routerRef: { current?: SiteRouter } = {};
  const router = () => {
    if (!routerRef.current) throw new Error("router not ready");
    return routerRef.current;
  };
  const idPrefix = crypto.randomUUID().slice(0, 8);
  // QA opens a shared visitor log with ?replay=<id> (DESIGN §3): the site replays it instead of starting afresh.
  // The replay's code loads only for a replay.
  const replayMode = new URLSearchParams(window.location.search).has("replay") ? await import("./session/replay-mode") : null;
  const replay = replayMode ? await replayMode.loadReplay(window.location.search) : null;
  const platform = createAppPlatform(readRuntimeConfig(document), store);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });

  let siteSession: SiteSession;
  if (replayMode && replay) {
    // The pages show the data the visitor saw: the query cache comes with the log, and offline it never refetches.
    hydrate(queryClient, replay.queries);
    onlineManager.setOnline(false);
    window.history.replaceState(null, "", replay.location);
    siteSession = await replaySiteSession(replay.id, replay.log, replayMode.replayPorts({ store, platform, i18n }), idPrefix);
  } else {
    const ports = createBrowserPorts({
      platform,
      store,
      cookies: browserCookies,
      sessionStorage: window.sessionStorage,
      i18n,
      queryClient,
      autocomplete: (username) => queryClient.fetchQuery(autocompleteQuery({ platform, session: store.get() }, username)),
      router,
      pageLoader: (on) => pageLoader.set(on),
      dataLayer: windowDataLayer,
      defaultAffiliateCode: () => queryClient.getQueryData(configurationQuery({ platform }).queryKey)?.partner.affiliateCode,
      payWindow: createPayWindow({
        openWindow: (url, target) => window.open(url, target),
        loadingText: () => i18n._(msg`Loading the secure payment page…`),
        onClosed: () => siteSession.send("wallet", { type: "wallet.payWindow.closed" }),
        onBlocked: () => siteSession.send("wallet", { type: "wallet.payWindow.blocked" }),
        setInterval: (fn, ms) => window.setInterval(fn, ms),
        clearInterval: (handle) => window.clearInterval(handle as number),
      }),
      location: window.location,
      fingerprint: browserFingerprint(window.localStorage),
      isMobile: () => isMobileWidth(window.innerWidth),
    });
    siteSession = createSiteSession(ports, { idPrefix });
    // §9 the auth persisted for 30 days: the token is set on every client before the first route guard runs.
    const savedAuth = readAuthCookie(browserCookies);
    if (savedAuth) siteSession.send("session", { type: "session.restore", token: savedAuth.token, username: savedAuth.username });
    // §4 on mount the dial-in flow checks a cached IVR session: a call in progress shows as active again.
    const cached = window.sessionStorage.getItem(SESSION_STORAGE_KEYS.ivrCache);
    if (cached !== null) siteSession.send("dialIn", { type: "dialIn.mount", now: Date.now(), mobile: isMobileWidth(window.innerWidth), cached });
    connectMemberSocketOnLogin({ store, url: window.location.origin, input: siteSession.system.input, log: console.error });
  }
  routerRef.current = createSiteRouter({ queryClient, platform, session: store, siteSession, cookies: browserCookies, i18n, pageLoader });

  // §4 a language switch moves to the matching prefixed path once its messages are loaded.
  siteSession.system.on("language", "language.changed", (event) => {
    if (event.path) void router().navigate({ href: event.path });
  });

  // DESIGN §3: QA exports the session's event log (the QA panel, ?qa=1, or `camstage.exportLog()`) to attach to a bug.
  Object.assign(window, { camstage: { exportLog: () => exportVisitorLog(siteSession, queryClient), router: routerRef.current } });

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
        <App router={routerRef.current} queryClient={queryClient} i18n={i18n} siteSession={siteSession} />
      </StrictMode>,
    );
  }
}

await boot();
registerServiceWorker();
