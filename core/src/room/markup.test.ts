import { describe, expect, it } from "vitest";
import { markupText, safeLinkHref, tokenizeMarkup } from "./markup";

describe("§3 message markup", () => {
  it("plain text is one text token", () => {
    expect(tokenizeMarkup("hello there")).toEqual([{ kind: "text", text: "hello there" }]);
  });

  it("fills the performer and member name placeholders; an unknown name stays as written", () => {
    expect(markupText(tokenizeMarkup("Hi {member}, I am {performer}", { performer: "Anna", member: "bob" }))).toBe("Hi bob, I am Anna");
    expect(markupText(tokenizeMarkup("Hi {member}"))).toBe("Hi {member}");
    expect(markupText(tokenizeMarkup("{other}", { member: "bob" }))).toBe("{other}");
  });

  it("reads **bold** and *italic* spans, and leaves stray markers as text", () => {
    expect(tokenizeMarkup("a **big** and *soft* word")).toEqual([
      { kind: "text", text: "a " },
      { kind: "text", text: "big", bold: true },
      { kind: "text", text: " and " },
      { kind: "text", text: "soft", italic: true },
      { kind: "text", text: " word" },
    ]);
    expect(markupText(tokenizeMarkup("2 * 3 = 6 and **open"))).toBe("2 * 3 = 6 and **open");
    expect(tokenizeMarkup("2 * 3 * 4").every((t) => t.kind === "text" && !("italic" in t))).toBe(true);
  });

  it("makes [text](https://…) a link, http(s) only; anything else stays text", () => {
    expect(tokenizeMarkup("see [my page](https://example.com/a?b=1) now")).toEqual([
      { kind: "text", text: "see " },
      { kind: "link", text: "my page", href: "https://example.com/a?b=1" },
      { kind: "text", text: " now" },
    ]);
    for (const bad of ["javascript:alert(1)", "data:text/html,x", "//evil.example", "/relative", "JaVaScRiPt:alert(1)", "https://"]) {
      const tokens = tokenizeMarkup(`[x](${bad})`);
      expect(tokens.some((t) => t.kind === "link"), bad).toBe(false);
      expect(markupText(tokens)).toBe(`[x](${bad})`);
    }
    expect(safeLinkHref("HTTP://Example.com")).toBe("http://example.com/");
  });

  it("turns escaped and real newlines into breaks", () => {
    expect(tokenizeMarkup("one\\ntwo\nthree")).toEqual([
      { kind: "text", text: "one" },
      { kind: "break" },
      { kind: "text", text: "two" },
      { kind: "break" },
      { kind: "text", text: "three" },
    ]);
  });

  it("maps emoticon shortcodes to emoji, punctuation ones only between spaces", () => {
    expect(tokenizeMarkup("hi :) :heart: <3")).toEqual([
      { kind: "text", text: "hi " },
      { kind: "emoji", emoji: "🙂", code: ":)" },
      { kind: "text", text: " " },
      { kind: "emoji", emoji: "❤️", code: ":heart:" },
      { kind: "text", text: " " },
      { kind: "emoji", emoji: "❤️", code: "<3" },
    ]);
    expect(markupText(tokenizeMarkup("http://x.nl a:(b :unknown:"))).toBe("http://x.nl a:(b :unknown:");
    expect(tokenizeMarkup("**:fire:**")).toEqual([{ kind: "emoji", emoji: "🔥", code: ":fire:", bold: true }]);
  });

  it("keeps HTML as text: the tokens carry no markup to interpret", () => {
    const tokens = tokenizeMarkup('<img src=x onerror="alert(1)"> <script>alert(1)</script>');
    expect(markupText(tokens)).toBe('<img src=x onerror="alert(1)"> <script>alert(1)</script>');
    expect(tokens.every((t) => t.kind === "text")).toBe(true);
  });
});
