import { TRACKING_QUERY_KEYS, baseQuery, isSameOriginTarget } from "@camstage/core";

/**
 * §2.1 the base query values (p, pi, click_id, offer_id, splash6) are carried on navigation: an internal
 * href gets the current location's valid base values it does not set itself. External hrefs are untouched.
 */
export function withBaseQuery(href: string, currentSearch: string): string {
  if (!isSameOriginTarget(href) || href.startsWith("#")) return href;
  const carried = baseQuery(currentSearch);
  if (Object.keys(carried).length === 0) return href;
  const hashAt = href.indexOf("#");
  const hash = hashAt >= 0 ? href.slice(hashAt) : "";
  const withoutHash = hashAt >= 0 ? href.slice(0, hashAt) : href;
  const queryAt = withoutHash.indexOf("?");
  const path = queryAt >= 0 ? withoutHash.slice(0, queryAt) : withoutHash;
  const params = new URLSearchParams(queryAt >= 0 ? withoutHash.slice(queryAt + 1) : "");
  for (const key of TRACKING_QUERY_KEYS) {
    const value = carried[key];
    if (value !== undefined && !params.has(key)) params.set(key, value);
  }
  const query = params.toString();
  return `${path}${query === "" ? "" : `?${query}`}${hash}`;
}

/** §4 register: the affiliate code is the valid p query of the landing URL (the configured default otherwise). */
export const landingAffiliateCode = (search: string): string => baseQuery(search).p ?? "";
