import type { AnyRouter } from "@tanstack/react-router";
import { createNavigationTracker, windowDataLayer, type RouteSnapshot } from "./navigation-tracking";
import "../platform/route-static-data";

function snapshotOf(router: AnyRouter): RouteSnapshot | undefined {
  const matches = router.state.matches;
  const leaf = matches[matches.length - 1];
  if (!leaf) return undefined;
  const site = [...matches].reverse().find((match) => match.staticData?.site)?.staticData.site;
  const location = router.state.location;
  return {
    path: location.pathname,
    url: window.location.origin + location.href,
    routeName: site?.routeName ?? leaf.routeId,
    pageType: site?.baseName ?? "unknown",
    params: Object.fromEntries(Object.entries(leaf.params as Record<string, unknown>).filter(([, v]) => typeof v === "string")) as Record<string, string>,
  };
}

/** §2.1 navigation rules, wired to the router's lifecycle; returns the stop function. */
export function startNavigationTracking(router: AnyRouter): () => void {
  const tracker = createNavigationTracker({
    storage: typeof localStorage === "undefined" ? undefined : localStorage,
    dataLayer: windowDataLayer,
    title: () => document.title,
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
  });
  const current = () => snapshotOf(router) ?? { path: "/", url: window.location.href, routeName: "unknown", pageType: "unknown", params: {} };
  const offBefore = router.subscribe("onBeforeNavigate", (event) => {
    if (event.pathChanged) tracker.beforeChange(snapshotOf(router));
  });
  const offResolved = router.subscribe("onResolved", (event) => {
    if (event.pathChanged || !event.fromLocation) tracker.changed(current);
  });
  // The first page has resolved by the time this runs (after the layout mounted and this code loaded).
  tracker.changed(current);
  return () => {
    offBefore();
    offResolved();
    tracker.dispose();
  };
}
