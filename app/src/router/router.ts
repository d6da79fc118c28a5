import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { errorPages, routeTree } from "./route-tree";
import type { RouterContext } from "../flows/site-context";
import { parseSearch, stringifySearch } from "../platform/search";

/** The site's router; a server render gives it the request's URL as a memory history. */
export function createSiteRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history, isServer: true } : {}),
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
