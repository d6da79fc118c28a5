import { describe, expect, it } from "vitest";
import type { Configuration } from "@camstage/core";
import { BRAND_STYLE_ID, applyHead, brandStyleText, headValues } from "./document-head";

const configuration = {
  brand: { name: "Brand", logo: "/logo.svg", colors: { primary: "#ff0066", accent: "#ffcc00", background: "#101010", surface: "#202020", text: "#fafafa" }, home: "/", domain: "x" },
  seo: {
    nl: { title: "Live cams NL", description: "d".repeat(200), keywords: "cams, live", text: "" },
    en: { title: "Live cams EN", description: "English description", keywords: "cams, live, en", text: "" },
  },
  indexable: false,
  features: { messenger: true, safe: false, christmasMode: false, categories: true },
} as unknown as Configuration;

describe("white-label head", () => {
  it("cuts the description at 160 characters and follows the indexable flag", () => {
    const values = headValues(configuration, "nl");
    expect(values.description).toHaveLength(160);
    expect(values.robots).toBe("noindex, nofollow");
    expect(headValues({ ...configuration, indexable: true }, "en").robots).toBe("index, follow");
  });

  it("titles pages as `Page | site title` in the active language", () => {
    expect(headValues(configuration, "en", "Anna").title).toBe("Anna | Live cams EN");
    expect(headValues(configuration, "en").title).toBe("Live cams EN");
  });

  it("writes lang, title, meta tags and --brand-* variables to the document", () => {
    applyHead(document, headValues(configuration, "en", "Anna"));
    expect(document.documentElement.lang).toBe("en");
    expect(document.title).toBe("Anna | Live cams EN");
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="keywords"]')?.content).toBe("cams, live, en");
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content).toBe("noindex, nofollow");
    expect(document.documentElement.style.getPropertyValue("--brand-primary")).toBe("#ff0066");
  });

  it("leaves the root alone where the server's HTML has the same language and colours (each write restyles the page)", () => {
    const root = document.documentElement;
    root.removeAttribute("style");
    root.lang = "en";
    const style = document.createElement("style");
    style.id = BRAND_STYLE_ID;
    style.textContent = brandStyleText(configuration.brand.colors);
    document.head.append(style);
    const writes = new MutationObserver(() => undefined);
    writes.observe(root, { attributes: true });
    applyHead(document, headValues(configuration, "en"));
    expect(writes.takeRecords()).toEqual([]);
    // A colour the configuration changed since is written.
    applyHead(document, headValues({ ...configuration, brand: { ...configuration.brand, colors: { ...configuration.brand.colors, accent: "#00ff00" } } }, "en"));
    expect(writes.takeRecords().map((record) => record.attributeName)).toEqual(["style"]);
    expect(root.style.getPropertyValue("--brand-accent")).toBe("#00ff00");
    expect(root.style.getPropertyValue("--brand-primary")).toBe("");
    style.remove();
  });

  it("puts the seasonal theme on <html> and takes it off again (issue 28)", () => {
    const root = document.documentElement;
    applyHead(document, headValues({ ...configuration, theme: "valentine" }, "en"));
    expect(root.dataset.theme).toBe("valentine");
    applyHead(document, headValues({ ...configuration, theme: null, features: { ...configuration.features, christmasMode: true } }, "en"));
    expect(root.dataset.theme).toBe("christmas");
    applyHead(document, headValues(configuration, "en"));
    expect(root.hasAttribute("data-theme")).toBe(false);
  });
});
