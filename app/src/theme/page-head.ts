import { DEFAULT_LOCALE, enabledLocales, htmlLangOf, localizePath, splitLocale, type Configuration, type RoutedLocale, type SiteTheme } from "@camstage/core";
import { BRAND_STYLE_ID, brandStyleText, headValues } from "./document-head";
import type { PageMeta } from "./page-meta";

/**
 * React Aria's press handling writes this `<style>` into the head as the page starts, unless the page has one with its
 * id: the id and the text are its own (its CSP hash is the one the headers allow, security-headers.ts). A style sheet
 * added after the first paint restyles the page (issue 26: on `/en` at a phone's size, 2–4 ms at 1× CPU for this one,
 * against 0.2 ms without it, medians of 5); in the server's HTML it comes with the first paint instead.
 */
export const REACT_ARIA_PRESSABLE_STYLE_ID = "react-aria-pressable-style";
export const REACT_ARIA_PRESSABLE_STYLE = "@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}";

/** What the server knows of a page when it writes its head (issue 26). */
export interface PageHeadInput {
  /** The site's origin as the visitor reached it (`https://example.com`). */
  readonly origin: string;
  readonly pathname: string;
  /** The grid page the URL asks for (`?page=3`), kept in the canonical URL; 1 or absent for the first. */
  readonly gridPage?: number | undefined;
  readonly locale: RoutedLocale;
  readonly configuration: Configuration;
  /** The route's base name (`profile`, `category-search`, `404`, …). */
  readonly routeName: string | undefined;
  /** The page's own title, description and picture (usePageMeta). */
  readonly page: PageMeta;
}

/** Open Graph's locale names for the routed languages. */
const OG_LOCALE: Record<RoutedLocale, string> = {
  nl: "nl_NL",
  en: "en_GB",
  fr: "fr_FR",
  de: "de_DE",
  es: "es_ES",
  it: "it_IT",
  ro: "ro_RO",
  ru: "ru_RU",
  be: "nl_BE",
};

const escapeHtml = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
/** JSON inside `<script type="application/ld+json">`: nothing in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

const meta = (attribute: "name" | "property", key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
const link = (attributes: Record<string, string>) =>
  `<link ${Object.entries(attributes)
    .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
    .join(" ")} />`;

/** The absolute URL of a path or picture on this site (a picture may be on another origin already). */
const absolute = (origin: string, url: string) => {
  try {
    return new URL(url, origin).href;
  } catch {
    return undefined;
  }
};

/**
 * Issue 26 the head of a server-rendered page, from the white-label configuration and the page: `<title>`, the SEO
 * description (cut at 160, §5) and keywords, robots (`noindex` when the site is not indexable, and for a missing page),
 * the canonical URL, `hreflang` alternates for every language the site is in (issue 28) and x-default, Open Graph and Twitter card tags,
 * and a BreadcrumbList where the page sits under home, and the brand colours. Returns the tags, one per line, and the
 * text of the inline styles among them (for the page's Content-Security-Policy).
 */
export function pageHeadTags(input: PageHeadInput): { readonly lang: string; readonly theme: SiteTheme | null; readonly tags: readonly string[]; readonly styles: readonly string[] } {
  const { origin, configuration, page, locale } = input;
  const values = headValues(configuration, locale, page.title, page.description);
  const missing = input.routeName === "404";
  const { rest } = splitLocale(input.pathname);
  const pageQuery = input.gridPage !== undefined && input.gridPage > 1 ? `?page=${input.gridPage}` : "";
  const urlIn = (language: RoutedLocale) => `${origin}${localizePath(rest, language)}${pageQuery}`;
  // The page's own URL in its language (a `/nl/…` path is the unprefixed Dutch one: one URL per page and language).
  const canonical = urlIn(locale);
  const image = page.image ? absolute(origin, page.image) : undefined;
  const title = values.title;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta("name", "description", values.description),
    meta("name", "keywords", values.keywords),
    meta("name", "robots", missing ? "noindex, nofollow" : values.robots),
  ];
  if (!missing) {
    tags.push(link({ rel: "canonical", href: canonical }));
    for (const language of enabledLocales(configuration.languages)) tags.push(link({ rel: "alternate", hreflang: htmlLangOf(language), href: urlIn(language) }));
    tags.push(link({ rel: "alternate", hreflang: "x-default", href: urlIn(DEFAULT_LOCALE) }));
  }
  tags.push(
    meta("property", "og:type", input.routeName === "profile" ? "profile" : "website"),
    meta("property", "og:site_name", configuration.brand.name),
    meta("property", "og:title", title),
    meta("property", "og:description", values.description),
    meta("property", "og:url", canonical),
    meta("property", "og:locale", OG_LOCALE[locale]),
    meta("name", "twitter:card", image ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", title),
    meta("name", "twitter:description", values.description),
  );
  if (image) tags.push(meta("property", "og:image", image), meta("name", "twitter:image", image));
  // Under home: a category, a profile, a live room, a legal page.
  if (!missing && input.routeName !== "index" && page.title) {
    const breadcrumbs = {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: configuration.brand.name, item: `${origin}${localizePath("/", locale)}` },
        { "@type": "ListItem", position: 2, name: page.title, item: canonical },
      ],
    };
    tags.push(`<script type="application/ld+json">${scriptJson(breadcrumbs)}</script>`);
  }
  // The brand's colours, so the page paints in them (its CSP allows exactly this text: page-render.ts).
  const brand = brandStyleText(values.brandColors);
  tags.push(`<style id="${BRAND_STYLE_ID}">${brand}</style>`, `<style id="${REACT_ARIA_PRESSABLE_STYLE_ID}">${REACT_ARIA_PRESSABLE_STYLE}</style>`);
  return { lang: values.lang, theme: values.theme, tags, styles: [brand] };
}
