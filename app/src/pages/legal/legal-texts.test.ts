import { describe, expect, it } from "vitest";
import { legalTexts as en } from "./legal-texts.en";
import { legalTexts as nl } from "./legal-texts.nl";
import type { LegalContext } from "./legal-context";

const context: LegalContext = { brand: "BrandX", company: "Company BV", address: "Street 1, Amsterdam", registration: "12345678", email: "help@brand.example", domain: "brand.example" };

describe("legal pages", () => {
  it("has the same documents and sections in Dutch and English", () => {
    const dutch = nl(context);
    const english = en(context);
    for (const kind of ["cookies", "privacy", "terms-conditions"] as const) {
      expect(dutch[kind].sections.map((s) => s.id)).toEqual(english[kind].sections.map((s) => s.id));
      expect(dutch[kind].sections.length).toBeGreaterThanOrEqual(4);
      expect(dutch[kind].title).not.toBe(english[kind].title);
    }
  });

  it("fills in the white-label company and contact address", () => {
    for (const texts of [nl(context), en(context)]) {
      const all = JSON.stringify(texts);
      expect(all).toContain("Company BV");
      expect(all).toContain("help@brand.example");
      expect(all).not.toMatch(/\$\{|undefined/);
    }
  });
});
