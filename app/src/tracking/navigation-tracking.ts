import { PAGE_VIEW_DELAY_MS } from "@camstage/core";

/** A route as saved for the next page (§2.1: path, name, params). */
export interface SavedRoute {
  readonly path: string;
  readonly name: string;
  readonly params: Readonly<Record<string, string>>;
}

export interface PageViewEvent {
  readonly event: "page_view";
  readonly routeName: string;
  readonly pageType: string;
  readonly url: string;
  readonly title: string;
}

export const PREVIOUS_ROUTE_KEY = "route:previous";

/** The current route as the tracker sees it; read lazily because the title is set after render. */
export interface RouteSnapshot {
  readonly path: string;
  readonly url: string;
  readonly routeName: string;
  readonly pageType: string;
  readonly params: Readonly<Record<string, string>>;
}

export interface TrackerDeps {
  readonly storage: Pick<Storage, "setItem"> | undefined;
  readonly dataLayer: () => unknown[];
  readonly title: () => string;
  readonly setTimeout: (fn: () => void, ms: number) => unknown;
  readonly clearTimeout: (handle: unknown) => void;
}

/**
 * §2.1 navigation rules. `beforeChange` runs before a route change with the route being left and stores
 * it; `changed` runs once the new route is shown and pushes a page view 250 ms later (only the last one
 * when changes come quicker than that).
 */
export function createNavigationTracker(deps: TrackerDeps) {
  let pending: unknown;
  return {
    beforeChange(leaving: RouteSnapshot | undefined) {
      if (!leaving) return;
      const saved: SavedRoute = { path: leaving.path, name: leaving.routeName, params: leaving.params };
      try {
        deps.storage?.setItem(PREVIOUS_ROUTE_KEY, JSON.stringify(saved));
      } catch {
        // Storage can be full or blocked (private mode); tracking must never break navigation.
      }
    },
    changed(current: () => RouteSnapshot) {
      if (pending !== undefined) deps.clearTimeout(pending);
      pending = deps.setTimeout(() => {
        pending = undefined;
        const route = current();
        const event: PageViewEvent = {
          event: "page_view",
          routeName: route.routeName,
          pageType: route.pageType,
          url: route.url,
          title: deps.title(),
        };
        deps.dataLayer().push(event);
      }, PAGE_VIEW_DELAY_MS);
    },
    dispose() {
      if (pending !== undefined) deps.clearTimeout(pending);
      pending = undefined;
    },
  };
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The tag manager's queue (created when missing). */
export const windowDataLayer = (): unknown[] => (window.dataLayer ??= []);
