import { describe, expect, it } from "vitest";
import { baseQuery, baseQueryString, isSameOriginTarget, safeRedirectTarget, validateAffiliateP, validateAffiliatePi } from "./affiliate.rules";

describe("affiliate p and pi (§5)", () => {
  it("accepts an alphanumeric p and rejects anything else", () => {
    expect(validateAffiliateP("abc123")).toEqual({ ok: true, value: "abc123" });
    for (const bad of ["", "ab-c", "a b", "ab_c", "é", "a/b"]) expect(validateAffiliateP(bad)).toEqual({ ok: false, errors: ["affiliate.p.invalid"] });
  });

  it("accepts pi of at most 64 alphanumerics and hyphens", () => {
    expect(validateAffiliatePi("camp-2024-a").ok).toBe(true);
    expect(validateAffiliatePi("a".repeat(64)).ok).toBe(true);
    expect(validateAffiliatePi("a".repeat(65))).toEqual({ ok: false, errors: ["affiliate.pi.invalid"] });
    expect(validateAffiliatePi("a_b").ok).toBe(false);
    expect(validateAffiliatePi("").ok).toBe(false);
  });
});

describe("baseQuery (§2.1)", () => {
  it("keeps valid base keys and drops the rest", () => {
    expect(baseQuery("?p=abc1&pi=camp-1&click_id=x.y_z&offer_id=42&splash6=true&action=login&token=t")).toEqual({
      p: "abc1",
      pi: "camp-1",
      click_id: "x.y_z",
      offer_id: "42",
      splash6: "true",
    });
  });

  it("ignores invalid values (§5 'else ignored')", () => {
    expect(baseQuery("p=a-b&pi=" + "x".repeat(65) + "&click_id=<script>&splash6=1")).toEqual({});
  });

  it("serialises in a stable order", () => {
    expect(baseQueryString({ pi: "b", p: "a" })).toBe("?p=a&pi=b");
    expect(baseQueryString({})).toBe("");
  });
});

describe("isSameOriginTarget (ARCHITECTURE §7)", () => {
  it("accepts site paths", () => {
    for (const ok of ["/", "/profile/anna", "/en/favourites?x=1#top"]) expect(isSameOriginTarget(ok)).toBe(true);
  });

  it("rejects other hosts and tricks", () => {
    for (const bad of ["//evil.com", "/\\evil.com", "\\\\evil.com", "https://evil.com/", "javascript:alert(1)", "evil.com", "", "/\tx", "/%0a"])
      expect(isSameOriginTarget(bad), bad).toBe(bad === "/%0a");
  });

  it("accepts an absolute URL only on the given origin", () => {
    expect(isSameOriginTarget("https://site.test/profile/x", "https://site.test")).toBe(true);
    expect(isSameOriginTarget("https://site.test.evil.com/", "https://site.test")).toBe(false);
    expect(isSameOriginTarget("https://site.test/profile/x")).toBe(false);
  });

  it("falls back when unsafe", () => {
    expect(safeRedirectTarget("//evil.com")).toBe("/");
    expect(safeRedirectTarget(undefined, "/en")).toBe("/en");
    expect(safeRedirectTarget("/settings")).toBe("/settings");
  });
});
