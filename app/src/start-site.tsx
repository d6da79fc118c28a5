import { StrictMode } from "react";
import { i18n } from "@lingui/core";
import { QueryClient } from "@tanstack/react-query";
import type { RouterHistory } from "@tanstack/react-router";
import { resolveLocale, LOCALE_COOKIE } from "@camstage/core";
import { App } from "./app";
import { activateLocale } from "./i18n/catalogues";
import { readAuthCookie } from "./platform/auth-cookie";
import { browserCookies } from "./platform/cookies";
import { createAppPlatform } from "./platform/platform";
import { readRuntimeConfig } from "./platform/runtime-config";
import { createSessionStore } from "./platform/session";
import { createPageLoader } from "./flows/page-loader";
import { createSiteRouter, type SiteRouter } from "./router/router";
import { sessionHandle, type SiteSessionHandle } from "./flows/session-handle";
import { SERVER_STATE_ID } from "./platform/server-state";
import type { SiteSession } from "./flows/site-session";
import { windowDataLayer } from "./tracking/navigation-tracking";
import { yieldToBrowser } from "./platform/yield-to-browser";

export interface SiteMount {
  /** Where the site renders: the page's `#root` (its server-rendered HTML, if any, is taken over). */
  readonly container: HTMLElement | null;
  /** The address the site starts at (path, query and hash). */
  readonly href: string;
  /**
   * The router's history: the browser's by default. A page story (issue 30) gives a memory history, so the site moves
   * within the story and never the address of the page around it.
   */
  readonly history?: RouterHistory;
  /** §2.5 opens the pay window: `window.open` by default (a page story shows the provider's page in a panel). */
  readonly openWindow?: (url: string, target: string) => Window | null;
  /** Told as soon as the router and the session's handle exist (the page's QA hooks). */
  readonly onCreated?: (site: { readonly router: SiteRouter; readonly siteSession: SiteSessionHandle; readonly queryClient: QueryClient }) => void;
}

export interface StartedSite {
  readonly router: SiteRouter;
  readonly session: Promise<SiteSession>;
  /** Unmounts the site and ends its session (flows, sockets): a page story's end; the site's own page never stops. */
  stop(): void;
}

/**
 * The composition root (ARCHITECTURE §3): clients, the session (or a replay), the router, then React. Nothing lives at
 * module level; the page (main.tsx) and Ladle's page stories start the site with it.
 */
export async function startSite({ container, href, history, openWindow, onCreated }: SiteMount): Promise<StartedSite> {
  const location = new URL(href, window.location.href);
  // A task of its own: the one that evaluated the first page's code was long enough (issue 26, ARCHITECTURE §6 TBT).
  await yieldToBrowser();
  const store = createSessionStore({ locale: "nl", noNude: false, token: undefined });
  const pageLoader = createPageLoader();
  // The flows reach the router through this, as the router is made after the session it carries.
  const routerRef: { current?: SiteRouter } = {};
  const router = () => {
    if (!routerRef.current) throw new Error("router not ready");
    return routerRef.current;
  };
  const idPrefix = crypto.randomUUID().slice(0, 8);
  // QA opens a shared visitor log with ?replay=<id> (ARCHITECTURE §3): the site replays it instead of starting afresh.
  // The replay's code loads only for a replay.
  const replayMode = location.searchParams.has("replay") ? await import("./flows/replay-mode") : null;
  const replay = replayMode ? await replayMode.loadReplay(location.search) : null;
  const runtime = readRuntimeConfig(document);
  // Issue 14: a change in the platform's reach, told to the session once it has started (see startSiteSession).
  const reach: { tell?: (reached: boolean) => void; missed?: boolean } = {};
  const platform = createAppPlatform(runtime, store, fetch, (reached) => (reach.tell ? reach.tell(reached) : (reach.missed = !reached)));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
  // Issue 26: a server-rendered page carries the data it was made from; the router's loaders find it in the cache.
  // Its controls wait until hydrated (entry.ts), and are usable again if the start fails (see main.tsx).
  const serverState = history ? undefined : document.getElementById(SERVER_STATE_ID)?.textContent;
  // React DOM's renderer comes with it, evaluated in a task of its own (issue 26, ARCHITECTURE §6 TBT).
  const hydration = import("./hydrate-page");

  let session: Promise<SiteSession>;
  if (replayMode && replay) {
    session = Promise.resolve(await replayMode.startReplay(replay, { queryClient, store, platform: await platform.client(), i18n, idPrefix }));
  } else {
    // §9 the auth persisted for 30 days: the first requests carry its token; the session flow takes it over.
    const savedAuth = readAuthCookie(browserCookies);
    if (savedAuth) store.set({ token: savedAuth.token });
    // ARCHITECTURE §6 the flows' code loads beside the first page's data; the page renders without waiting for it.
    // The platform's client (and effect, site-platform.ts) first, then XState, then the flows' schemas, then the flows'
    // code (core's machines): one after the other, so that each is evaluated in a task of its own rather than all in
    // one long task; the session starts in another (issue 26, ARCHITECTURE §6 TBT).
    session = platform.client().then(async (client) => {
      await yieldToBrowser();
      await import("./flows/flow-engine");
      await yieldToBrowser();
      await import("./flows/flow-schemas");
      await yieldToBrowser();
      const { startSiteSession } = await import("./flows/start-session");
      await yieldToBrowser();
      return startSiteSession({
        platform, client, store, i18n, queryClient, router, pageLoader: (on) => pageLoader.set(on), idPrefix, dataLayer: windowDataLayer, savedAuth,
        socketOrigin: runtime.socketOrigin ?? window.location.origin, reach, ...(openWindow ? { openWindow } : {}),
      });
    });
  }
  const siteSession = sessionHandle(session);
  const loadedHref = `${location.pathname}${location.search}${location.hash}`;
  routerRef.current = createSiteRouter({ queryClient, platform, session: store, siteSession, cookies: browserCookies, i18n, pageLoader, loadedHref }, history ? { history } : {});
  onCreated?.({ router: routerRef.current, siteSession, queryClient });
  await yieldToBrowser();

  // §4 a language switch moves to the matching prefixed path once its messages are loaded.
  siteSession.with(({ system }) =>
    system.on("language", "language.changed", (event) => {
      if (event.path) void router().navigate({ href: event.path });
    }),
  );

  // ARCHITECTURE §6 a parallel start: the first route's data and code start loading while the language's messages do.
  // Lingui's provider renders nothing until a locale is active, so React starts once they are there (the router keeps
  // the language in step afterwards).
  const messages = activateLocale(i18n, resolveLocale(location.pathname, browserCookies.get(LOCALE_COOKIE)));
  // The steps below each in a task of their own: this one evaluated the first page's code (issue 26, ARCHITECTURE §6 TBT).
  await yieldToBrowser();
  const hydrate = await hydration;
  if (serverState) hydrate.restore(queryClient, serverState);
  const loaded = routerRef.current.load().catch(console.error);
  await messages;

  const started = (unmount: () => void): StartedSite => ({
    router: routerRef.current!,
    session,
    stop: () => {
      unmount();
      void session.then((each) => each.stop(), () => {});
    },
  });
  if (!container) return started(() => {});
  // A server-rendered page's controls take input once React shows it with the browser's own values (entry.ts).
  const settled = () => void delete container.dataset.hydrating;
  const app = (
    <StrictMode>
      <App router={routerRef.current} queryClient={queryClient} i18n={i18n} siteSession={siteSession} serverHtml={serverState !== undefined} onSettled={settled} />
    </StrictMode>
  );
  if (serverState === undefined) return started(hydrate.renderPage(container, app));
  await loaded;
  await yieldToBrowser();
  return started(hydrate.hydratePage(container, routerRef.current, location.pathname, app));
}
