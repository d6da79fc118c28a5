import type { AnyRouter } from "@tanstack/react-router";
import { routeVisit, type RouteVisit } from "@camstage/core";
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

/** What the tracker (§3) is told: each route the visitor reaches, and the page closing. */
export interface TrackerReports {
  readonly route: (visit: RouteVisit) => void;
  readonly close: () => void;
}

/** The route as the tracker is told of it (core's routeVisit: no secret of the query), 404 on the not-found page. */
function visitOf(router: AnyRouter, snapshot: RouteSnapshot): RouteVisit {
  const notFound = snapshot.pageType === "404" || router.state.matches.some((match) => match.status === "notFound");
  return routeVisit(snapshot.url, notFound ? 404 : 200);
}

/** §2.1 navigation rules, wired to the router's lifecycle, and §3 the tracker's reports; returns the stop function. */
export function startNavigationTracking(router: AnyRouter, reports?: TrackerReports): () => void {
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
    if (!event.pathChanged && event.fromLocation) return;
    tracker.changed(current);
    reports?.route(visitOf(router, current()));
  });
  // The first page has resolved by the time this runs (after the layout mounted and this code loaded).
  tracker.changed(current);
  reports?.route(visitOf(router, current()));
  // §3 the tracking close as the page goes (pagehide: also when it goes into the back-forward cache).
  const close = () => reports?.close();
  window.addEventListener("pagehide", close);
  return () => {
    offBefore();
    offResolved();
    window.removeEventListener("pagehide", close);
    tracker.dispose();
  };
}
