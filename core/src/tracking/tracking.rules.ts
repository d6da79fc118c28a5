import type { ClickTrackingRecord, TrackerRequest, TrackingEventName } from "../domain/tracking.schema";

/** §3 the click record's service: the site (the platform's other clients name their own). */
export const TRACKING_SERVICE = "web";

/** What the site knows of the visitor for the tracker (§3): fixed for the page's life. */
export interface TrackingVisitor {
  /** The tracking session: one per page load. */
  readonly session: string;
  readonly fingerprint: string;
  readonly host: string;
  readonly userAgent: string;
}

/**
 * Query values the tracker never sees, nor the session's log (ARCHITECTURE §7): the auto-login token, the mailed
 * verification key and the reset link's one-time code (§2.1 query actions).
 */
export const UNTRACKED_QUERY_KEYS: readonly string[] = ["token", "key", "password"];

/** A route the visitor reached (§2.1): its address, its query and its status (404 on the not-found page). */
export interface RouteVisit {
  readonly url: string;
  readonly urlParams: Readonly<Record<string, string>>;
  readonly statusCode: number;
}

/** The times of the tracking session (§3 duration), in ms. */
export interface TrackingTimes {
  readonly startTime: number;
  /** When the previous log was sent (the start's time before any). */
  readonly lastEventTime: number;
  readonly now: number;
}

/** §3 a tracking log: the visitor, what happened and when; the platform adds the ip. */
export const trackingLog = (visitor: TrackingVisitor, event: TrackingEventName, times: TrackingTimes): TrackerRequest["log"] => ({
  session: visitor.session,
  fingerprint: visitor.fingerprint,
  log: { ip: "", host: visitor.host, timestamp: times.now, event },
  duration: { startTime: times.startTime, eventTime: times.now, betweenEvent: Math.max(0, times.now - times.lastEventTime) },
});

/**
 * §3 the click-tracking record of a route change. The affiliate values are the route's `p` and `pi` (§2.3 they are
 * carried on navigation), else the landing page's code; the referrer is the route before, or the page's own referrer
 * on the first.
 */
export const clickRecord = (
  visitor: TrackingVisitor,
  route: RouteVisit,
  context: { readonly referrer: string; readonly affiliateCode: string; readonly token: string | null },
): ClickTrackingRecord => ({
  ip: "",
  service: TRACKING_SERVICE,
  host: visitor.host,
  url: route.url,
  urlParams: { ...route.urlParams },
  statusCode: route.statusCode,
  referrer: context.referrer,
  affiliateCode: route.urlParams.p ?? context.affiliateCode,
  affiliateInfo: route.urlParams.pi ?? "",
  ua: visitor.userAgent,
  token: context.token,
});

/** The route as the tracker is told of it: its address and query without the {@link UNTRACKED_QUERY_KEYS}. */
export const routeVisit = (href: string, statusCode: number): RouteVisit => {
  const url = new URL(href);
  for (const key of UNTRACKED_QUERY_KEYS) url.searchParams.delete(key);
  return { url: url.href, urlParams: Object.fromEntries(url.searchParams), statusCode };
};
