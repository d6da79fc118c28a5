import { cutDescription, type Configuration, type RoutedLocale } from "@camstage/core";

/** What the white-label configuration puts in the document head (§1, §3 configuration). */
export interface HeadValues {
  readonly lang: string;
  readonly title: string;
  readonly description: string;
  readonly keywords: string;
  readonly robots: string;
  readonly brandColors: Readonly<Record<string, string>>;
}

/** The configuration's SEO block for a locale, falling back to Dutch (§1 default and fallback). */
export const seoFor = (configuration: Configuration, locale: RoutedLocale) => configuration.seo[locale] ?? configuration.seo.nl;

/** `Page | Brand title` when the page names itself, else the configured SEO title. */
export const composeTitle = (siteTitle: string, pageTitle: string | undefined) =>
  pageTitle && pageTitle !== siteTitle ? `${pageTitle} | ${siteTitle}` : siteTitle;

export function headValues(configuration: Configuration, locale: RoutedLocale, pageTitle?: string, pageDescription?: string): HeadValues {
  const seo = seoFor(configuration, locale);
  const siteTitle = seo?.title ?? configuration.brand.name;
  return {
    lang: locale,
    title: composeTitle(siteTitle, pageTitle),
    // §5 the page description is cut at 160 characters.
    description: cutDescription(pageDescription ?? seo?.description ?? ""),
    keywords: seo?.keywords ?? "",
    // §3 the indexable flag drives the robots meta.
    robots: configuration.indexable ? "index, follow" : "noindex, nofollow",
    brandColors: configuration.brand.colors,
  };
}

const setMeta = (doc: Document, name: string, content: string) => {
  let element = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = doc.createElement("meta");
    element.name = name;
    doc.head.append(element);
  }
  if (element.content !== content) element.content = content;
};

const isColor = (value: string) => (typeof CSS !== "undefined" && CSS.supports ? CSS.supports("color", value) : /^#[0-9a-f]{3,8}$/i.test(value));

/**
 * Writes the head from React without inline scripts (DESIGN §7): title, description, keywords, robots,
 * `<html lang>` and the brand colours as `--brand-*` custom properties (CSSOM writes are allowed by CSP).
 */
export function applyHead(doc: Document, values: HeadValues) {
  doc.documentElement.lang = values.lang;
  if (doc.title !== values.title) doc.title = values.title;
  setMeta(doc, "description", values.description);
  setMeta(doc, "keywords", values.keywords);
  setMeta(doc, "robots", values.robots);
  for (const [name, value] of Object.entries(values.brandColors)) {
    if (isColor(value)) doc.documentElement.style.setProperty(`--brand-${name}`, value);
  }
  const background = values.brandColors.background;
  if (background && isColor(background)) setMeta(doc, "theme-color", background);
}
