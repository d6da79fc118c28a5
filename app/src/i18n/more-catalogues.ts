import type { Messages } from "@lingui/core";

/**
 * Issue 28: the catalogues of the languages an operator may turn on. Their loaders are a chunk of their own, so the
 * first page's script carries only nl's and en's (the home page's script budget, ARCHITECTURE §6); a site in one of these
 * languages asks for this small file first.
 */
export const moreCatalogues = {
  fr: () => import("../locales/fr.po"),
  de: () => import("../locales/de.po"),
  es: () => import("../locales/es.po"),
  it: () => import("../locales/it.po"),
  ro: () => import("../locales/ro.po"),
  ru: () => import("../locales/ru.po"),
  be: () => import("../locales/be.po"),
} satisfies Record<string, () => Promise<{ messages: Messages }>>;
