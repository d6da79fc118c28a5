/**
 * ARCHITECTURE §7 mail and payment links are built from the configured site origin, never from a request's Host: the
 * origin a link points at, for the request that makes it.
 */
export type LinkOrigin = (request: Request) => string;

/**
 * The request's own origin: only for hosts where no client names it, the browser worker (the page's own URL) and
 * tests. The Node host, whose request URLs come from the Host header, passes `linkOriginFrom(...)`.
 */
export const requestOrigin: LinkOrigin = (request) => new URL(request.url).origin;

export interface SiteOrigins {
  /** Where links point (`https://camstage.example`). */
  readonly siteOrigin: () => string;
  /** Hosts (`host[:port]`) of the same site: a request to one of them gets links to it. */
  readonly allowedHosts: () => readonly string[];
}

/** The site origin, or the request's own origin when its host is on the allow-list. */
export const linkOriginFrom = ({ siteOrigin, allowedHosts }: SiteOrigins): LinkOrigin => (request) => {
  const url = new URL(request.url);
  const host = url.host.toLowerCase();
  return allowedHosts().some((allowed) => allowed.toLowerCase() === host) ? url.origin : siteOrigin();
};
