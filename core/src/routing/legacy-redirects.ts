import { baseQuery, baseQueryString } from "../rules/affiliate.rules";
import { isAlwaysOnLocale } from "../constants/constants";
import { splitLocale, withPrefix } from "./locale";

/**
 * §2.1 legacy paths that go home (301). The spec names splash, style, archief, respo, filter, categorie,
 * betalen and helpdesk "and others"; the others listed here are pages of the old site that no longer exist
 * (old entry scripts, the old Dutch login/registration/search/help pages). Matched on the first segment after
 * an optional language prefix, case-insensitively, with anything below it (`/categorie/blond` too).
 */
export const LEGACY_HOME_PATHS: readonly string[] = [
  "splash",
  "style",
  "archief",
  "respo",
  "filter",
  "categorie",
  "betalen",
  "helpdesk",
  "index.php",
  "index.html",
  "home",
  "inloggen",
  "registreren",
  "zoeken",
  "veelgestelde-vragen",
];

/** §2.1 the old Dutch terms path, now /terms-conditions. */
export const LEGACY_TERMS_PATH = "algemene-voorwaarden";

export interface Redirect {
  readonly status: 301;
  /** A same-origin path with its query (never `//…`). */
  readonly location: string;
}

interface Target {
  readonly path: string;
  readonly query: URLSearchParams;
}

type Rule = (target: Target) => Target | null;

const onlyBase = (query: URLSearchParams) => new URLSearchParams(baseQueryString(baseQuery(query)));

const firstSegment = (rest: string) => (rest.split("/")[1] ?? "").toLowerCase();

// A username from the legacy `m` query; dot-only names would be read as path segments.
const legacyUsername = (value: string | null) => (value !== null && value !== "" && !/^\.+$/.test(value) ? value : null);

/** Each rule rewrites one legacy shape; they are applied until none matches, so one 301 lands on the final path. */
const RULES: readonly Rule[] = [
  // "//a//b" would otherwise become a protocol-relative Location.
  // Dot segments are resolved after that, as a browser would resolve the Location (`//.&/..` → `/`).
  ({ path, query }) => {
    if (!/\/{2,}/.test(path)) return null;
    return { path: new URL(path.replace(/\/{2,}/g, "/"), "https://site.invalid").pathname, query };
  },
  // §2.1 a trailing slash is removed (301), never on "/".
  ({ path, query }) => (path.length > 1 && path.endsWith("/") ? { path: path.replace(/\/+$/, "") || "/", query } : null),
  // §2.1 ?sect=profile&m=X → /profile/X; the other query values stay.
  ({ path, query }) => {
    if (query.get("sect") !== "profile") return null;
    const username = legacyUsername(query.get("m"));
    const next = new URLSearchParams(query);
    next.delete("sect");
    next.delete("m");
    const rest = username === null ? "/profile" : `/profile/${encodeURIComponent(username)}`;
    return { path: withPrefix(rest, splitLocale(path).prefix), query: next };
  },
  // §2.1 an optional two-letter prefix plus search/... goes home: in nl or en when it names one, else the default home
  // (issue 28: another language's home is there only while the configuration turns it on, which a redirect cannot know).
  ({ path, query }) => {
    const match = /^\/(?:([a-z]{2})\/)?search(?:\/|$)/i.exec(path);
    if (match === null) return null;
    const prefix = splitLocale(match[1] === undefined ? "/" : `/${match[1]}`).prefix;
    return { path: withPrefix("/", prefix !== null && isAlwaysOnLocale(prefix) ? prefix : null), query: onlyBase(query) };
  },
  // §2.1 the old Dutch profile path /profiel/ is /profile/.
  ({ path, query }) => {
    const { prefix, rest } = splitLocale(path);
    if (firstSegment(rest) !== "profiel") return null;
    return { path: withPrefix(`/profile${rest.slice("/profiel".length)}`, prefix), query };
  },
  // §2.1 the old Dutch terms path.
  ({ path, query }) => {
    const { prefix, rest } = splitLocale(path);
    return firstSegment(rest) === LEGACY_TERMS_PATH ? { path: withPrefix("/terms-conditions", prefix), query: onlyBase(query) } : null;
  },
  // §2.1 legacy paths go home.
  ({ path, query }) => {
    const { prefix, rest } = splitLocale(path);
    return LEGACY_HOME_PATHS.includes(firstSegment(rest)) ? { path: withPrefix("/", prefix), query: onlyBase(query) } : null;
  },
];

const MAX_PASSES = 8;

/**
 * The URL of a raw request target (`req.url`) on `origin`. Do not use `new URL(target, origin)`: a target of
 * `//evil.com/` would resolve to another host; here it stays a path on this site.
 */
export const requestUrl = (target: string, origin: string): URL | null => {
  try {
    return new URL(`${origin.replace(/\/+$/, "")}${target.startsWith("/") ? target : `/${target}`}`);
  } catch {
    return null;
  }
};

/**
 * §2.1 legacy redirects, used by the production server (real 301s) and the client router alike. Keeps the
 * language prefix and the base query (p, pi, click_id, offer_id, splash6) on every redirect; path-only fixes
 * (slashes, /profiel/) keep the whole query. Returns null when the URL needs no redirect.
 */
export const legacyRedirect = (url: URL): Redirect | null => {
  let target: Target = { path: url.pathname || "/", query: new URLSearchParams(url.search) };
  let changed = false;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const next = RULES.reduce<Target | null>((found, rule) => found ?? rule(target), null);
    if (next === null) break;
    target = next;
    changed = true;
  }
  if (!changed) return null;
  const search = target.query.toString();
  return { status: 301, location: `${target.path}${search === "" ? "" : `?${search}`}` };
};
