import { queryOptions } from "@tanstack/react-query";
import type { RoutedLocale } from "@camstage/core";
import type { LegalTexts } from "./legal-context";

/** Each language's texts are their own chunk; only the visitor's is fetched. */
const textsFor: Record<RoutedLocale, () => Promise<{ legalTexts: LegalTexts }>> = {
  nl: () => import("./legal-texts.nl"),
  en: () => import("./legal-texts.en"),
};

/**
 * §2.1 the legal pages' texts in a language. The route loads them before the page renders (so a server render has
 * them, and hydration finds them); being code, they never travel in a server render's data (`dehydrate: false`).
 */
export const legalTextsQuery = (locale: RoutedLocale) =>
  queryOptions({ queryKey: ["legal-texts", locale] as const, queryFn: textsFor[locale], staleTime: Infinity, meta: { dehydrate: false } });
