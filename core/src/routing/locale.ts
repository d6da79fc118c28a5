import { DEFAULT_LOCALE, ROUTED_LOCALES, type RoutedLocale } from "../constants/constants";

/**
 * §2.1 routed locales; unprefixed paths are Dutch. `DEFAULT_LOCALE` and the `RoutedLocale` type live in the
 * constants module (the language flow names the same type `Locale`).
 */
export const LOCALES = ROUTED_LOCALES;
type Locale = RoutedLocale;
/** The language segment a path starts with, or null for the unprefixed (default) routes. */
export type LocalePrefix = Locale | null;

const isRoutedLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

export interface SplitPath {
  readonly prefix: LocalePrefix;
  /** The prefix's language, else the default; the app may still prefer the locale cookie for unprefixed paths. */
  readonly locale: Locale;
  /** The path without the prefix, always starting with "/". */
  readonly rest: string;
}

/** `/en/profile/x` → { prefix "en", locale "en", rest "/profile/x" }; `/profile/x` → { prefix null, locale "nl", … }. */
export const splitLocale = (pathname: string): SplitPath => {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname);
  const prefix = match?.[1];
  if (prefix !== undefined && isRoutedLocale(prefix)) {
    const rest = pathname.slice(prefix.length + 1);
    return { prefix, locale: prefix, rest: rest === "" ? "/" : rest };
  }
  return { prefix: null, locale: DEFAULT_LOCALE, rest: pathname === "" ? "/" : pathname };
};

/**
 * The path of `rest` in `locale`. Dutch goes unprefixed unless `keepPrefix` (e.g. the visitor is already on
 * `/nl/…`, or switched language explicitly: §2.1 "moves to the matching prefixed path").
 */
export const localizePath = (rest: string, locale: Locale, options: { readonly keepPrefix?: boolean } = {}): string => {
  const path = rest.startsWith("/") ? rest : `/${rest}`;
  if (locale === DEFAULT_LOCALE && options.keepPrefix !== true) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
};

/** Re-applies a prefix as it was (`null` = unprefixed). */
export const withPrefix = (rest: string, prefix: LocalePrefix): string =>
  prefix === null ? localizePath(rest, DEFAULT_LOCALE) : localizePath(rest, prefix, { keepPrefix: true });
