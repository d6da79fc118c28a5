import { describe, expect, it } from "vitest";
import { headerDecoration, siteTheme } from "./theme.rules";

const features = { messenger: true, safe: false, christmasMode: false, categories: true };

describe("the seasonal theme (issue 28)", () => {
  it("is the configured valentine, else christmas by its switch, else none", () => {
    expect(siteTheme({ features })).toBeNull();
    expect(siteTheme({ features, theme: null })).toBeNull();
    expect(siteTheme({ features, theme: "valentine" })).toBe("valentine");
    expect(siteTheme({ features: { ...features, christmasMode: true } })).toBe("christmas");
    expect(siteTheme({ features: { ...features, christmasMode: true }, theme: "valentine" })).toBe("valentine");
  });

  it("decorates the header: valentine on home only, christmas everywhere", () => {
    expect(headerDecoration("valentine", "index")).toBe("valentine");
    expect(headerDecoration("valentine", "profile")).toBeNull();
    expect(headerDecoration("christmas", "profile")).toBe("christmas");
    expect(headerDecoration(null, "index")).toBeNull();
  });
});
