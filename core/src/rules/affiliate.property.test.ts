import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { baseQuery, baseQueryString, isSameOriginTarget, validateAffiliateP, validateAffiliatePi } from "./affiliate.rules";

const alnum = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".split(""));

describe("affiliate properties", () => {
  it("p is accepted exactly when every character is alphanumeric", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme-ascii", maxLength: 20 }), (p) => {
        expect(validateAffiliateP(p).ok).toBe(p.length > 0 && [...p].every((c) => /[a-z0-9]/i.test(c)));
      }),
    );
    fc.assert(fc.property(fc.string({ unit: alnum, minLength: 1, maxLength: 100 }), (p) => validateAffiliateP(p).ok));
  });

  it("pi is accepted exactly up to 64 alphanumerics and hyphens", () => {
    const piChar = fc.oneof(alnum, fc.constant("-"));
    fc.assert(
      fc.property(fc.string({ unit: piChar, minLength: 1, maxLength: 100 }), (pi) => {
        expect(validateAffiliatePi(pi).ok).toBe(pi.length <= 64);
      }),
    );
    fc.assert(fc.property(fc.string({ unit: piChar, maxLength: 10 }), fc.constantFrom("_", " ", ".", "/", "é"), (pi, bad) => !validateAffiliatePi(pi + bad).ok));
  });

  it("baseQuery only keeps valid values and survives its own serialisation", () => {
    const value = fc.oneof(fc.string({ maxLength: 70 }), fc.string({ unit: alnum, minLength: 1, maxLength: 70 }), fc.constant("true"));
    const query = fc.record({ p: value, pi: value, click_id: value, offer_id: value, splash6: value, other: value }, { requiredKeys: [] });
    fc.assert(
      fc.property(query, (raw) => {
        const params = new URLSearchParams(Object.entries(raw) as [string, string][]);
        const kept = baseQuery(params);
        if (kept.p !== undefined) expect(validateAffiliateP(kept.p).ok).toBe(true);
        if (kept.pi !== undefined) expect(validateAffiliatePi(kept.pi).ok).toBe(true);
        for (const [key, v] of Object.entries(kept)) expect(raw[key as keyof typeof raw]).toBe(v);
        expect(kept).not.toHaveProperty("other");
        expect(baseQuery(baseQueryString(kept))).toEqual(kept);
      }),
    );
  });

  it("an accepted target always resolves to the same origin", () => {
    const target = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.string({ maxLength: 30 }).map((s) => `/${s}`),
      fc.webUrl().map((u) => u.replace(/^https?:/, "")),
      fc.webUrl(),
    );
    fc.assert(
      fc.property(target, (t) => {
        if (isSameOriginTarget(t)) {
          const base = "https://site.test";
          expect(new URL(t, base).origin).toBe(base);
          expect(new URL(t, "http://other.test:8080/a/b").host).toBe("other.test:8080");
        }
      }),
      { numRuns: 500 },
    );
  });
});
