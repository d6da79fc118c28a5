import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { errorPages, routeTree } from "./route-tree";
import type { RouterContext } from "../flows/site-context";
import { parseSearch, stringifySearch } from "../platform/search";

/**
 * The site's router, on the browser's history by default. A server render gives it the request's URL as a memory
 * history (`server`); so does a page story (issue 30), in the browser.
 */
export function createSiteRouter(context: RouterContext, { history, server = false }: { readonly history?: RouterHistory; readonly server?: boolean } = {}) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    ...(server ? { isServer: true } : {}),
    parseSearch,
    stringifySearch,
    defaultPreload: "intent",
    // Loaders read through TanStack Query, which owns caching; the router always asks it.
    defaultPreloadStaleTime: 0,
    // In the browser only: on the server it would write an inline script (refused by the CSP, ARCHITECTURE §7).
    scrollRestoration: !history,
    defaultErrorComponent: errorPages.error,
    defaultNotFoundComponent: errorPages.notFound,
    notFoundMode: "root",
  });
}
export type SiteRouter = ReturnType<typeof createSiteRouter>;
