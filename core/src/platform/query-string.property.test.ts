import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseQuery, stringifyQuery, type ParsedQuery, type ParsedQueryValue } from "./query-string";

// Keys without brackets, not all digits (a record keyed 0..n-1 reads back as an array), not prototype keys.
const key = fc
  .string({ minLength: 1, maxLength: 8, unit: "grapheme" })
  .filter((k) => !/[[\]]/.test(k) && !/^\d+$/.test(k) && !["__proto__", "constructor", "prototype"].includes(k));

const { value } = fc.letrec<{ value: ParsedQueryValue; record: ParsedQuery; list: ParsedQueryValue[] }>((tie) => ({
  value: fc.oneof({ depthSize: "small", withCrossShrink: true }, fc.string({ unit: "grapheme" }), tie("record"), tie("list")),
  record: fc.dictionary(key, tie("value"), { minKeys: 1, maxKeys: 4 }),
  list: fc.array(tie("value"), { minLength: 1, maxLength: 4 }),
}));
const query = fc.dictionary(key, value, { maxKeys: 5 });

describe("query string round trip", () => {
  it("parse(stringify(x)) deep-equals x for nested records of strings and arrays", () => {
    fc.assert(
      fc.property(query, (x) => {
        expect(parseQuery(stringifyQuery(x))).toEqual(x);
      }),
      { numRuns: 300 },
    );
  });

  it("round-trips through URLSearchParams as a server would read it", () => {
    fc.assert(
      fc.property(query, (x) => {
        expect(parseQuery(new URLSearchParams(stringifyQuery(x)))).toEqual(x);
      }),
    );
  });
});
