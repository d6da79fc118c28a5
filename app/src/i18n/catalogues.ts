import type { I18n, Messages } from "@lingui/core";
import { LOCALE_TAGS, type RoutedLocale } from "@camstage/core";

/**
 * Each catalogue is its own chunk (compiled from .po by Vite); only the visitor's language is ever loaded. The languages
 * beyond nl and en are found through one more small chunk (more-catalogues.ts).
 */
type Loader = () => Promise<{ messages: Messages }>;
type MoreLocale = keyof (typeof import("./more-catalogues"))["moreCatalogues"];
const more = (locale: MoreLocale): Loader => () => import("./more-catalogues").then((module) => module.moreCatalogues[locale]());

const loaders: Record<RoutedLocale, Loader> = {
  nl: () => import("../locales/nl.po"),
  en: () => import("../locales/en.po"),
  fr: more("fr"),
  de: more("de"),
  es: more("es"),
  it: more("it"),
  ro: more("ro"),
  ru: more("ru"),
  be: more("be"),
};

const loaded = new WeakMap<I18n, Set<string>>();

/** Loads a locale's messages once (it does not activate them). Rejects when the file cannot be loaded. */
export async function loadCatalogue(i18n: I18n, locale: RoutedLocale): Promise<void> {
  const done = loaded.get(i18n) ?? new Set<string>();
  loaded.set(i18n, done);
  if (done.has(locale)) return;
  const { messages } = await loaders[locale]();
  i18n.load(locale, messages);
  done.add(locale);
}

/**
 * Makes `locale` the active language, loading it first; its plurals, dates and numbers follow its tag (`be` is nl-BE).
 * §8 a language file load failure is logged and the page still shows (in the source text).
 */
export async function activateLocale(i18n: I18n, locale: RoutedLocale, log: (message: string, error: unknown) => void = console.error) {
  try {
    await loadCatalogue(i18n, locale);
  } catch (error) {
    log(`Unable to load the ${locale} language file`, error);
  }
  if (i18n.locale !== locale) i18n.activate(locale, [LOCALE_TAGS[locale]]);
}
