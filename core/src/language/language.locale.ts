import { ALWAYS_ON_NAMES, DEFAULT_LOCALE, isAlwaysOnLocale, LOCALE_TAGS, ROUTED_LOCALES } from "../constants";
import { localizePath, splitLocale } from "../routing/locale";
import type { Locale } from "./language.schema";

export const isLocale = (value: unknown): value is Locale => (ROUTED_LOCALES as readonly unknown[]).includes(value);

/** The languages a configuration lists (`{ key, name }`, §3 configuration). */
type ConfiguredLanguages = readonly { readonly key: string; readonly name: string }[];

/**
 * Issue 28 the languages a site is in: nl and en, and each other routable language its configuration lists, in the
 * order of `ROUTED_LOCALES`. A key no catalogue has is ignored. Only these have routes; another prefix is a missing page.
 */
export const enabledLocales = (languages: ConfiguredLanguages): readonly Locale[] =>
  ROUTED_LOCALES.filter((locale) => isAlwaysOnLocale(locale) || languages.some((language) => language.key === locale));

export const isEnabledLocale = (languages: ConfiguredLanguages, locale: Locale): boolean => enabledLocales(languages).includes(locale);

/** The languages the menus offer: every enabled one, named as the configuration names it (nl and en also when it lists them not). */
export const siteLanguages = (languages: ConfiguredLanguages): readonly { readonly key: Locale; readonly name: string }[] =>
  enabledLocales(languages).map((key) => ({ key, name: languages.find((language) => language.key === key)?.name ?? ALWAYS_ON_NAMES[key] ?? key }));

/** The language whose text stands in where one is missing in `locale` (the platform's or a page's): Dutch for Belgian Dutch, else English. */
export const fallbackLocale = (locale: Locale): Locale => (locale === "be" || locale === DEFAULT_LOCALE ? DEFAULT_LOCALE : "en");

/** A text kept per language, in `locale`, else its fallback language's, else Dutch (§1 the default). */
export const inLocale = <T>(texts: Readonly<Partial<Record<string, T>>>, locale: Locale): T | undefined =>
  texts[locale] ?? texts[fallbackLocale(locale)] ?? texts[DEFAULT_LOCALE];

/** The BCP 47 tag to format dates and numbers with in a language (`be` → nl-BE); any other value is taken as a tag. */
export const localeTagOf = (locale: string): string => (isLocale(locale) ? LOCALE_TAGS[locale] : locale);

/** `<html lang>` and `hreflang` of a language: its key, except Belgian Dutch (`be` is Belarusian's code). */
export const htmlLangOf = (locale: string): string => (locale === "be" ? "nl-BE" : locale);

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
