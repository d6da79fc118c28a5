import { AFFILIATE_INFO_MAX_LENGTH, TRACKING_QUERY_KEYS } from "../constants/constants";
import { type RuleResult, ruleResult } from "./rule-result";

export type AffiliateErrorKey = "affiliate.p.invalid" | "affiliate.pi.invalid";
export type TrackingErrorKey = "tracking.invalid";

const P_SHAPE = /^[A-Za-z0-9]+$/;
const PI_SHAPE = new RegExp(`^[A-Za-z0-9-]{1,${AFFILIATE_INFO_MAX_LENGTH}}$`);
// click_id and offer_id come from ad networks; the spec sets no shape, so accept URL-safe tokens only.
const TRACKING_SHAPE = /^[A-Za-z0-9._~-]{1,128}$/;

/** §5 affiliate `p`: alphanumeric only (else the caller ignores it). */
export const validateAffiliateP = (value: string): RuleResult<string, "affiliate.p.invalid"> =>
  ruleResult(value, P_SHAPE.test(value) ? [] : ["affiliate.p.invalid"]);

/** §5 affiliate `pi`: at most 64 alphanumerics and hyphens (else the caller ignores it). */
export const validateAffiliatePi = (value: string): RuleResult<string, "affiliate.pi.invalid"> =>
  ruleResult(value, PI_SHAPE.test(value) ? [] : ["affiliate.pi.invalid"]);

/** click_id / offer_id: a URL-safe token of at most 128 characters. */
export const validateTrackingId = (value: string): RuleResult<string, TrackingErrorKey> =>
  ruleResult(value, TRACKING_SHAPE.test(value) ? [] : ["tracking.invalid"]);

export type BaseQueryKey = (typeof TRACKING_QUERY_KEYS)[number];
export type BaseQuery = Partial<Record<BaseQueryKey, string>>;

const keep: Record<BaseQueryKey, (value: string) => boolean> = {
  p: (value) => validateAffiliateP(value).ok,
  pi: (value) => validateAffiliatePi(value).ok,
  click_id: (value) => validateTrackingId(value).ok,
  offer_id: (value) => validateTrackingId(value).ok,
  // §2.1 splash6=true asks for the age gate; no other value means anything.
  splash6: (value) => value === "true",
};

/**
 * §2.1 the base query carried on navigation and redirects: the valid p, pi, click_id, offer_id and
 * splash6 values of a search string; invalid ones are dropped (§5 "else ignored").
 */
export const baseQuery = (search: string | URLSearchParams): BaseQuery => {
  const params = typeof search === "string" ? new URLSearchParams(search.startsWith("?") ? search.slice(1) : search) : search;
  const out: BaseQuery = {};
  for (const key of TRACKING_QUERY_KEYS) {
    const value = params.get(key);
    if (value !== null && keep[key](value)) out[key] = value;
  }
  return out;
};

/** `?p=…&pi=…` (or "") for appending the base query to a path. */
export const baseQueryString = (query: BaseQuery): string => {
  const params = new URLSearchParams();
  for (const key of TRACKING_QUERY_KEYS) {
    const value = query[key];
    if (value !== undefined) params.set(key, value);
  }
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
};

const PROBE_ORIGIN = "https://same-origin.invalid";

const hasControlOrBackslash = (text: string) => {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
};

/**
 * ARCHITECTURE §7: `returnUrl` and redirect targets are same-origin only. A path (`/x`, not `//x` or `/\x`) is
 * accepted; an absolute URL only when `origin` is given and matches it.
 */
export const isSameOriginTarget = (target: string, origin?: string): boolean => {
  // Control characters and backslashes are how "/\evil.com" and "/\tevil" tricks reach another host.
  if (target === "" || hasControlOrBackslash(target)) return false;
  if (target.startsWith("/")) {
    if (target.startsWith("//")) return false;
    try {
      return new URL(target, PROBE_ORIGIN).origin === PROBE_ORIGIN;
    } catch {
      return false;
    }
  }
  if (origin === undefined) return false;
  try {
    const url = new URL(target);
    return (url.protocol === "https:" || url.protocol === "http:") && url.origin === new URL(origin).origin;
  } catch {
    return false;
  }
};

/** The target when it is same-origin, else the fallback (home by default). */
export const safeRedirectTarget = (target: string | null | undefined, fallback = "/", origin?: string): string =>
  target !== null && target !== undefined && isSameOriginTarget(target, origin) ? target : fallback;
