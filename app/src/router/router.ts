import { createRouter } from "@tanstack/react-router";
import { routeTree } from "./route-tree";
import type { RouterContext } from "../session/site-context";
import { parseSearch, stringifySearch } from "../platform/search";
import { RouteErrorPage } from "../pages/error-page";
import { NotFoundPage } from "../pages/not-found-page";

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
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    notFoundMode: "root",
  });
}
export type SiteRouter = ReturnType<typeof createSiteRouter>;
