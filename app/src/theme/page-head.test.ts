import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { DEFAULT_CONFIGURATION, type Configuration } from "@camstage/core";
import { REACT_ARIA_STYLE_HASH } from "../../server/security-headers";
import { REACT_ARIA_PRESSABLE_STYLE, REACT_ARIA_PRESSABLE_STYLE_ID, pageHeadTags } from "./page-head";

const configuration: Configuration = {
  ...DEFAULT_CONFIGURATION,
  brand: { ...DEFAULT_CONFIGURATION.brand, name: "Brand & Co" },
  seo: {
    nl: { title: "Live cams", description: "Nederlandse beschrijving", keywords: "cams, live", text: "" },
    en: { title: "Live cams EN", description: "d".repeat(200), keywords: "cams, en", text: "" },
  },
  indexable: true,
};
const origin = "https://cams.example";
const head = (input: Partial<Parameters<typeof pageHeadTags>[0]>) =>
  pageHeadTags({ origin, pathname: "/en", locale: "en", configuration, routeName: "index", page: {}, ...input }).tags.join("\n");

describe("the head of a server-rendered page (issue 26)", () => {
  it("carries React Aria's press style as React Aria writes it, so it adds none after the first paint; the CSP allows its text", () => {
    expect(head({})).toContain(`<style id="${REACT_ARIA_PRESSABLE_STYLE_ID}">${REACT_ARIA_PRESSABLE_STYLE}</style>`);
    // React Aria's own: the id it looks for, and the text it would write (its template, trimmed).
    const packageRoot = /^.*[\\/]node_modules[\\/]react-aria[\\/]/.exec(createRequire(import.meta.url).resolve("react-aria"))![0];
    const source = readFileSync(`${packageRoot}dist/private/interactions/usePress.mjs`, "utf8");
    expect(source).toContain(`STYLE_ID = '${REACT_ARIA_PRESSABLE_STYLE_ID}'`);
    const template = /style\.textContent = `([^`]*)`\.trim\(\)/.exec(source)?.[1];
    expect(template?.replace(/\$\{[^}]*PRESSABLE_ATTRIBUTE\}/, "data-react-aria-pressable").trim()).toBe(REACT_ARIA_PRESSABLE_STYLE);
    expect(`'sha256-${createHash("sha256").update(REACT_ARIA_PRESSABLE_STYLE).digest("base64")}'`).toBe(REACT_ARIA_STYLE_HASH);
  });

  it("paints in the brand's colours: a :root rule of its safe values, whose text it names for the CSP", () => {
    const colors = { primary: "#e5246b", accent: "rgb(255 154 60 / 90%)", background: "#120e17", surface: "red}</style><script>alert(1)</script>", text: "white" };
    const result = pageHeadTags({ origin, pathname: "/en", locale: "en", configuration: { ...configuration, brand: { ...configuration.brand, colors } }, routeName: "index", page: {} });
    const rule = ":root{--brand-primary:#e5246b;--brand-accent:rgb(255 154 60 / 90%);--brand-background:#120e17;--brand-text:white}";
    expect(result.tags).toContain(`<style id="camstage-brand">${rule}</style>`);
    expect(result.styles).toEqual([rule]);
    expect(result.tags.join("\n")).not.toContain("alert");
  });

  it("gives the SEO title, the description cut at 160, keywords and robots from the configuration", () => {
    const tags = head({});
    expect(tags).toContain("<title>Live cams EN</title>");
    expect(tags).toContain(`<meta name="description" content="${"d".repeat(160)}" />`);
    expect(tags).toContain('<meta name="keywords" content="cams, en" />');
    expect(tags).toContain('<meta name="robots" content="index, follow" />');
    expect(head({ configuration: { ...configuration, indexable: false } })).toContain('<meta name="robots" content="noindex, nofollow" />');
  });

  it("names the canonical URL and the page in every language, Dutch unprefixed and the default", () => {
    const tags = head({ pathname: "/en/profile/Anna", routeName: "profile", page: { title: "Anna" } });
    expect(tags).toContain('<link rel="canonical" href="https://cams.example/en/profile/Anna" />');
    expect(tags).toContain('<link rel="alternate" hreflang="nl" href="https://cams.example/profile/Anna" />');
    expect(tags).toContain('<link rel="alternate" hreflang="en" href="https://cams.example/en/profile/Anna" />');
    expect(tags).toContain('<link rel="alternate" hreflang="x-default" href="https://cams.example/profile/Anna" />');
    // A `/nl/…` page is the unprefixed Dutch one; a later grid page keeps its page.
    expect(head({ pathname: "/nl/privacy", locale: "nl", routeName: "privacy" })).toContain('<link rel="canonical" href="https://cams.example/privacy" />');
    expect(head({ pathname: "/en", gridPage: 3 })).toContain('<link rel="canonical" href="https://cams.example/en?page=3" />');
  });

  it("issue 28: lists the languages the operator turned on, in their own language and SEO (else the fallback's)", () => {
    const withMore = { ...configuration, languages: [...configuration.languages, { key: "de", name: "Deutsch" }, { key: "be", name: "Vlaams" }] };
    const german = pageHeadTags({ origin, pathname: "/de/profile/Anna", locale: "de", configuration: withMore, routeName: "profile", page: {} });
    expect(german.lang).toBe("de");
    const tags = german.tags.join("\n");
    expect(tags).toContain('<link rel="canonical" href="https://cams.example/de/profile/Anna" />');
    expect(tags).toContain('<link rel="alternate" hreflang="de" href="https://cams.example/de/profile/Anna" />');
    expect(tags).toContain('<link rel="alternate" hreflang="nl-BE" href="https://cams.example/be/profile/Anna" />');
    expect(tags).toContain('<meta property="og:locale" content="de_DE" />');
    // No German SEO block: the English one stands in.
    expect(tags).toContain("<title>Live cams EN</title>");
    const belgian = pageHeadTags({ origin, pathname: "/be", locale: "be", configuration: withMore, routeName: "index", page: {} });
    expect(belgian.lang).toBe("nl-BE");
    expect(belgian.tags).toContain("<title>Live cams</title>");
    // Without them, nothing but nl and en.
    expect(head({ pathname: "/en/profile/Anna", routeName: "profile" })).not.toContain('hreflang="de"');
  });

  it("gives link previews the page's title, description and picture (absolute), escaped", () => {
    const tags = head({ pathname: "/en/profile/Anna", routeName: "profile", page: { title: 'Anna "<3"', description: "Hi & welcome", image: "/media/anna.jpg" } });
    expect(tags).toContain('<meta property="og:type" content="profile" />');
    expect(tags).toContain('<meta property="og:title" content="Anna &quot;&lt;3&quot; | Live cams EN" />');
    expect(tags).toContain('<meta property="og:description" content="Hi &amp; welcome" />');
    expect(tags).toContain('<meta property="og:image" content="https://cams.example/media/anna.jpg" />');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(tags).toContain('<meta property="og:site_name" content="Brand &amp; Co" />');
    expect(head({})).toContain('<meta name="twitter:card" content="summary" />');
    expect(head({})).not.toContain("og:image");
  });

  it("puts a page under home in a BreadcrumbList, never a script the page could close", () => {
    const tags = head({ pathname: "/en/profile/Anna", routeName: "profile", page: { title: "</script><b>" } });
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(tags)?.[1];
    expect(json).toBeDefined();
    expect(json).not.toContain("</script>");
    expect(JSON.parse(json!)).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Brand & Co", item: "https://cams.example/en" },
        { "@type": "ListItem", position: 2, name: "</script><b>", item: "https://cams.example/en/profile/Anna" },
      ],
    });
    expect(head({})).not.toContain("BreadcrumbList");
  });

  it("keeps a missing page out of the index: noindex, no canonical, no alternates", () => {
    const tags = head({ pathname: "/en/404", routeName: "404", page: { title: "Page not found" } });
    expect(tags).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(tags).not.toContain("canonical");
    expect(tags).not.toContain("hreflang");
    expect(tags).not.toContain("BreadcrumbList");
  });
});
