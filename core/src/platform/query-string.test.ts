import { describe, expect, it } from "vitest";
import { parseQuery, stringifyQuery } from "./query-string";

describe("stringifyQuery", () => {
  it("serialises arrays with indices and nested records with brackets (§7)", () => {
    const search = stringifyQuery({ filter: { status: ["free", "vip"], username: "anna" }, pagination: { limit: 60, offset: 0 } });
    expect(decodeURIComponent(search)).toBe("filter[status][0]=free&filter[status][1]=vip&filter[username]=anna&pagination[limit]=60&pagination[offset]=0");
  });

  it("skips undefined and null, encodes values", () => {
    expect(stringifyQuery({ a: undefined, b: null, c: "x y&z", d: true })).toBe("c=x%20y%26z&d=true");
  });
});

describe("parseQuery", () => {
  it("rebuilds arrays and nested records", () => {
    expect(parseQuery("?filter[status][0]=free&filter[status][1]=vip&select[gender][0]=female&lang=en")).toEqual({
      filter: { status: ["free", "vip"] },
      select: { gender: ["female"] },
      lang: "en",
    });
  });

  it("reads encoded brackets and accepts URLSearchParams", () => {
    expect(parseQuery(new URLSearchParams("a%5B0%5D=x&a%5B1%5D=y"))).toEqual({ a: ["x", "y"] });
  });

  it("appends on empty brackets and keeps sparse indices as a record", () => {
    expect(parseQuery("a[]=x&a[]=y&b[3]=z")).toEqual({ a: ["x", "y"], b: { "3": "z" } });
  });

  it("drops prototype-polluting keys", () => {
    const parsed = parseQuery("__proto__[polluted]=1&a[constructor]=2&ok=1");
    expect(parsed).toEqual({ a: {}, ok: "1" });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("takes malformed bracket keys whole", () => {
    expect(parseQuery("a[b=1&c]d[=2")).toEqual({ "a[b": "1", "c]d[": "2" });
  });
});
