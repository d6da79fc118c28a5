import { queryOptions } from "@tanstack/react-query";
import { fallbackLocale, type RoutedLocale } from "@camstage/core";
import type { LegalTexts } from "./legal-context";

/** Each language's texts are their own chunk; only the visitor's is fetched. */
const textsFor = {
  nl: () => import("./legal-texts.nl"),
  en: () => import("./legal-texts.en"),
} satisfies Partial<Record<RoutedLocale, () => Promise<{ legalTexts: LegalTexts }>>>;

type TextLanguage = keyof typeof textsFor;
const hasTexts = (locale: RoutedLocale): locale is TextLanguage => locale in textsFor;

/** The language the legal texts are shown in: the page's, else its fallback (Dutch for Belgian Dutch, else English). */
export const legalTextLanguage = (locale: RoutedLocale): TextLanguage => {
  if (hasTexts(locale)) return locale;
  const fallback = fallbackLocale(locale);
  return hasTexts(fallback) ? fallback : "en";
};

/**
 * §2.1 the legal pages' texts in a language. The route loads them before the page renders (so a server render has
 * them, and hydration finds them); being code, they never travel in a server render's data (`dehydrate: false`).
 */
export const legalTextsQuery = (locale: RoutedLocale) => {
  const language = legalTextLanguage(locale);
  return queryOptions({ queryKey: ["legal-texts", language] as const, queryFn: textsFor[language], staleTime: Infinity, meta: { dehydrate: false } });
};
