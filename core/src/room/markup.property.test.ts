import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EMOTICONS, markupText, tokenizeMarkup } from "./markup";

const piece = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom("**", "*", "[", "]", "(", ")", "\\n", "\n", "{performer}", "{member}", " ", ...Object.keys(EMOTICONS)),
  fc.constantFrom("https://example.com/x", "javascript:alert(1)", "data:text/html,<b>", "HTTPS://a.b", "//x"),
  fc.webUrl(),
);
const message = fc.array(piece, { maxLength: 20 }).map((parts) => parts.join(""));

describe("§3 message markup properties", () => {
  it("never throws, links are http(s) only, and no token is empty", () => {
    fc.assert(
      fc.property(message, (text) => {
        const tokens = tokenizeMarkup(text, { performer: "Anna", member: "bob" });
        for (const token of tokens) {
          if (token.kind === "link") expect(new URL(token.href).protocol).toMatch(/^https?:$/);
          if (token.kind === "text") expect(token.text).not.toBe("");
        }
      }),
      { numRuns: 500 },
    );
  });

  it("text without markup characters reads back unchanged", () => {
    const plain = fc.string({ maxLength: 60 }).filter((text) => !/[*[\]{}:;<\\\n\r]/.test(text));
    fc.assert(
      fc.property(plain, (text) => {
        expect(markupText(tokenizeMarkup(text))).toBe(text);
      }),
      { numRuns: 300 },
    );
  });

  it("one break per line break, escaped or real", () => {
    const lines = fc.array(fc.string({ maxLength: 10 }).filter((t) => !/[\\\n\r]/.test(t)), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(lines, fc.boolean(), (parts, escaped) => {
        const tokens = tokenizeMarkup(parts.join(escaped ? "\\n" : "\n"));
        expect(tokens.filter((t) => t.kind === "break")).toHaveLength(parts.length - 1);
      }),
      { numRuns: 200 },
    );
  });
});
