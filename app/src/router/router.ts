import { createRouter } from "@tanstack/react-router";
import { errorPages, routeTree } from "./route-tree";
import type { RouterContext } from "../session/site-context";
import { parseSearch, stringifySearch } from "../platform/search";

export function createSiteRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    parseSearch,
    stringifySearch,
    defaultPreload: "intent",
    // Loaders read through TanStack Query, which owns caching; the router always asks it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultErrorComponent: errorPages.error,
    defaultNotFoundComponent: errorPages.notFound,
    notFoundMode: "root",
  });
}
export type SiteRouter = ReturnType<typeof createSiteRouter>;
