import { cutDescription, htmlLangOf, inLocale, siteTheme, type Configuration, type RoutedLocale, type SiteTheme } from "@camstage/core";

/** What the white-label configuration puts in the document head (§1, §3 configuration). */
export interface HeadValues {
  readonly lang: string;
  readonly title: string;
  readonly description: string;
  readonly keywords: string;
  readonly robots: string;
  readonly brandColors: Readonly<Record<string, string>>;
  /** Issue 28: the seasonal theme, as `<html data-theme>`; null for none. */
  readonly theme: SiteTheme | null;
}

/** The configuration's SEO block for a locale, else its fallback language's, else Dutch (§1 default and fallback). */
export const seoFor = (configuration: Configuration, locale: RoutedLocale) => inLocale(configuration.seo, locale);

/** `Page | Brand title` when the page names itself, else the configured SEO title. */
export const composeTitle = (siteTitle: string, pageTitle: string | undefined) =>
  pageTitle && pageTitle !== siteTitle ? `${pageTitle} | ${siteTitle}` : siteTitle;

export function headValues(configuration: Configuration, locale: RoutedLocale, pageTitle?: string, pageDescription?: string): HeadValues {
  const seo = seoFor(configuration, locale);
  const siteTitle = seo?.title ?? configuration.brand.name;
  return {
    lang: htmlLangOf(locale),
    title: composeTitle(siteTitle, pageTitle),
    // §5 the page description is cut at 160 characters.
    description: cutDescription(pageDescription ?? seo?.description ?? ""),
    keywords: seo?.keywords ?? "",
    // §3 the indexable flag drives the robots meta.
    robots: configuration.indexable ? "index, follow" : "noindex, nofollow",
    brandColors: configuration.brand.colors,
    theme: siteTheme(configuration),
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

/** The `<style>` a server-rendered page carries its brand colours in (issue 26). */
export const BRAND_STYLE_ID = "camstage-brand";

/** A colour the server may write into a stylesheet: a hex value, a colour function or a name, nothing that ends a rule. */
const SAFE_COLOR = /^(#[0-9a-f]{3,8}|[a-z]+\([0-9a-z.,%\s/+-]*\)|[a-z]+)$/i;
const SAFE_NAME = /^[a-z][a-z0-9-]*$/i;

/**
 * The brand colours as a rule on `:root` (`--brand-*`), for the server's HTML: painted in the brand's colours before any
 * script runs (and without one). A value the server cannot vouch for is left out; the browser's check may take it later.
 */
export function brandStyleText(colors: Readonly<Record<string, string>>): string {
  const declarations = Object.entries(colors)
    .filter(([name, value]) => SAFE_NAME.test(name) && SAFE_COLOR.test(value))
    .map(([name, value]) => `--brand-${name}:${value}`);
  return `:root{${declarations.join(";")}}`;
}

/**
 * Writes the head from React without inline scripts (ARCHITECTURE §7): title, description, keywords, robots,
 * `<html lang>` and the brand colours as `--brand-*` custom properties (CSSOM writes are allowed by CSP).
 */
export function applyHead(doc: Document, values: HeadValues) {
  // Only a change: writing `lang` or a custom property on the root restyles the whole page, even with the same value.
  if (doc.documentElement.lang !== values.lang) doc.documentElement.lang = values.lang;
  if ((doc.documentElement.dataset.theme ?? null) !== values.theme) {
    if (values.theme === null) delete doc.documentElement.dataset.theme;
    else doc.documentElement.dataset.theme = values.theme;
  }
  if (doc.title !== values.title) doc.title = values.title;
  setMeta(doc, "description", values.description);
  setMeta(doc, "keywords", values.keywords);
  setMeta(doc, "robots", values.robots);
  // The server's HTML has them already (brandStyleText), unless the configuration changed since.
  const served = new Set(/^:root\{(.*)\}$/.exec(doc.getElementById(BRAND_STYLE_ID)?.textContent ?? "")?.[1]?.split(";"));
  for (const [name, value] of Object.entries(values.brandColors)) {
    const property = `--brand-${name}`;
    if (served.has(`${property}:${value}`) || !isColor(value) || doc.documentElement.style.getPropertyValue(property) === value) continue;
    doc.documentElement.style.setProperty(property, value);
  }
  const background = values.brandColors.background;
  if (background && isColor(background)) setMeta(doc, "theme-color", background);
}
