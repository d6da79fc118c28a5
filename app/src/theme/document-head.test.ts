import { describe, expect, it } from "vitest";
import type { Configuration } from "@camstage/core";
import { applyHead, headValues } from "./document-head";

const configuration = {
  brand: { name: "Brand", logo: "/logo.svg", colors: { primary: "#ff0066", accent: "#ffcc00", background: "#101010", surface: "#202020", text: "#fafafa" }, home: "/", domain: "x" },
  seo: {
    nl: { title: "Live cams NL", description: "d".repeat(200), keywords: "cams, live", text: "" },
    en: { title: "Live cams EN", description: "English description", keywords: "cams, live, en", text: "" },
  },
  indexable: false,
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
});
