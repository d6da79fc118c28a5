import { prerenderToNodeStream } from "react-dom/static";
import { setupI18n } from "@lingui/core";
import { QueryClient } from "@tanstack/react-query";
import { createMemoryHistory } from "@tanstack/react-router";
import { createPlatformClient, splitLocale, type Api, type Configuration, type FetchLike, type RoutedLocale } from "@camstage/core";
import { App } from "./app";
import { configurationQuery } from "./queries";
import { createSiteRouter } from "./router/router";
import { createSessionStore } from "./platform/session";
import { createPageLoader } from "./flows/page-loader";
import { BROWSER_ONLY_DIGEST } from "./flows/session-handle";
import { serverSessionHandle } from "./flows/server-session";
import type { RouterContext } from "./flows/site-context";
import type { PageMeta } from "./theme/page-meta";
import { siteRouteOf, type SiteRouteData } from "./platform/route-static-data";
import { serverStateJson } from "./platform/server-state";
import { sitePlatformOf } from "./platform/site-platform";

/**
 * Issue 26: the server render of a public page, built by Vite beside the browser's bundle (`vite build --ssr`) and
 * called by the production server (app/server/page-render.ts). The same router, queries and pages as in the browser,
 * with a memory history on the request's URL, a guest's session (shared HTML never holds a member's data) and no
 * flows (ARCHITECTURE §2: nothing here starts a timer, socket or storage). The data travels to the browser as the query
 * cache's answers in a JSON block (not a script: the CSP allows no inline script, ARCHITECTURE §7), and the browser's router
 * loads the same matches from them before React hydrates.
 */

export interface RenderRequest {
  /** Path and query of the page (`/en/profile/x?splash=1`). */
  readonly href: string;
  /** Where the platform's APIs are, as absolute URLs; the api key, never a member's token. */
  readonly bases: Record<Api, string>;
  readonly apiKey: string;
  /** The server's fetch (it adds the simulator's world to every call in simulator mode). */
  readonly fetch: FetchLike;
  /** Ends the render (React then leaves what is still loading to the browser). */
  readonly signal?: AbortSignal;
}

export type RenderResult =
  | { readonly kind: "redirect"; readonly status: number; readonly location: string }
  | {
      readonly kind: "page";
      readonly status: 200 | 404;
      readonly html: string;
      /** What React hoists out of the page for the head: the preloads of the pictures the page shows first. */
      readonly headHtml: string;
      /** The answers the page was made from (platform/server-state.ts), for `<script type="application/json">`. */
      readonly state: string;
      readonly locale: RoutedLocale;
      readonly route: SiteRouteData | undefined;
      readonly configuration: Configuration;
      readonly page: PageMeta;
      /** A platform call failed: the HTML shows a degraded page, which no cache should keep. */
      readonly degraded: boolean;
    };

/** The `<link>` elements React writes ahead of a page it renders into a container. */
const HOISTED = /^(?:<link [^>]*\/>)+/;

export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const { locale } = splitLocale(new URL(request.href, "http://site.invalid").pathname);
  const store = createSessionStore({ locale, noNude: false, token: undefined });
  const platform = createPlatformClient({
    bases: request.bases,
    apiKey: request.apiKey,
    lang: () => store.get().locale,
    noNude: () => store.get().noNude,
    getToken: () => undefined,
    fetch: request.fetch,
  });
  // No retries: a failing platform gets the page's degraded state at once, not three tries later.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let page: PageMeta = {};
  const context: RouterContext = {
    queryClient,
    platform: sitePlatformOf(platform),
    session: store,
    siteSession: serverSessionHandle(),
    cookies: { get: () => undefined, set: () => undefined },
    i18n: setupI18n(),
    pageLoader: createPageLoader(),
    loadedHref: request.href,
    serverRender: { pageMeta: (meta) => (page = meta) },
  };
  const router = createSiteRouter(context, { history: createMemoryHistory({ initialEntries: [request.href] }), server: true });
  // The query client is the request's: it goes with it (a call still on its way after a redirect ends unheard).
  await router.load();
  // The router's own account of a server load: a redirect, or the page with its status (404 for a not-found).
  const result = router._serverResult;
  if (result?.type === "redirect") return { kind: "redirect", status: result.redirect.status, location: result.redirect.options.href ?? "/" };
  const configuration = await queryClient.ensureQueryData(configurationQuery(context));
  const rendered = await renderToHtml(<App router={router} queryClient={queryClient} i18n={context.i18n} siteSession={context.siteSession} serverHtml />, request.signal);
  // React writes the resources it hoists (image preloads) before the page: they go to the head, where they belong
  // and where hydration, which starts at the page's first element, does not meet them.
  const headHtml = HOISTED.exec(rendered)?.[0] ?? "";
  const notFound = result?.type === "render" && result.status === 404;
  const route = siteRouteOf(router.state.matches);
  const status = notFound || route?.baseName === "404" ? 404 : 200;
  const failed = queryClient.getQueryCache().getAll().filter((query) => query.state.status === "error");
  // Which call made the page a degraded one (it goes out as the client shell); a missing page's do not matter.
  if (status !== 404) for (const query of failed) console.error(`Server render of ${request.href}: ${JSON.stringify(query.queryKey)} failed:`, query.state.error);
  const degraded = failed.length > 0;
  return {
    kind: "page",
    status,
    html: rendered.slice(headHtml.length),
    headHtml,
    state: serverStateJson(queryClient),
    locale: store.get().locale,
    route,
    configuration,
    page,
    degraded,
  };
}

/**
 * The page's HTML once everything in it has loaded (React's static prerender: whole HTML, without the inline scripts a
 * streamed render adds, which the CSP would refuse and a browser without JavaScript would not run). A part that needs
 * the visitor's flows throws on the server ({@link BROWSER_ONLY_DIGEST}): React renders its Suspense fallback, and the
 * browser the part.
 */
async function renderToHtml(element: React.ReactNode, signal: AbortSignal | undefined): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, {
    ...(signal ? { signal } : {}),
    // Every boundary inline, however large (React would otherwise put big ones after the page, behind a script).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      const digest = (error as { digest?: unknown } | null)?.digest;
      if (digest === BROWSER_ONLY_DIGEST) return BROWSER_ONLY_DIGEST;
      if (!signal?.aborted) console.error("Server render:", error);
      return undefined;
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}
