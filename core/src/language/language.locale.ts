import { DEFAULT_LOCALE, ROUTED_LOCALES } from "../constants";
import { localizePath, splitLocale } from "../routing/locale";
import type { Locale } from "./language.schema";

export const isLocale = (value: unknown): value is Locale => (ROUTED_LOCALES as readonly unknown[]).includes(value);

/** The same page under the prefix of `locale` (§4: switching moves to the matching prefixed path). */
export const localizedPath = (pathname: string, locale: Locale): string =>
  localizePath(splitLocale(pathname).rest, locale, { keepPrefix: true });

/**
 * §4 the starting locale: the route prefix, then the locale cookie, then Dutch. The browser's language
 * is never consulted, so it is not an input.
 */
export function resolveLocale(pathname: string, cookie: string | null | undefined): Locale {
  return splitLocale(pathname).prefix ?? (isLocale(cookie) ? cookie : DEFAULT_LOCALE);
}
