/**
 * §3 message markup, as a token list that views render as React elements (ARCHITECTURE §7: no HTML strings). The spec
 * names the parts, not their syntax; these are the forms read here:
 * - name placeholders `{performer}` and `{member}` (the room's performer and the reading member, or their nickname);
 * - `**bold**` and `*italic*` (on one line, not nested);
 * - links `[text](https://…)`: http and https only, anything else stays text;
 * - escaped newlines (a backslash and `n`, as the platform sends them) and real newlines become line breaks;
 * - emoticon shortcodes (`:heart:`, `:)`…) become emoji.
 * A stray marker (a lone `*`, an unclosed `[`) is text. The tokenizer never throws.
 */

export type MarkupStyle = { readonly bold?: true; readonly italic?: true };

export type MarkupToken =
  | ({ readonly kind: "text"; readonly text: string } & MarkupStyle)
  | ({ readonly kind: "emoji"; readonly emoji: string; readonly code: string } & MarkupStyle)
  | { readonly kind: "link"; readonly text: string; readonly href: string }
  | { readonly kind: "break" };

export interface MarkupNames {
  readonly performer?: string;
  readonly member?: string;
}

/** §3 emoticon shortcodes → emoji: the common chat set (the messenger's picker brings the full list). */
export const EMOTICONS: Readonly<Record<string, string>> = {
  ":)": "🙂",
  ":-)": "🙂",
  ":D": "😄",
  ":-D": "😄",
  ";)": "😉",
  ";-)": "😉",
  ":(": "🙁",
  ":-(": "🙁",
  ":P": "😛",
  ":p": "😛",
  ":-P": "😛",
  ":O": "😮",
  ":o": "😮",
  ":*": "😘",
  ":-*": "😘",
  "<3": "❤️",
  ":heart:": "❤️",
  ":kiss:": "😘",
  ":smile:": "😄",
  ":wink:": "😉",
  ":laugh:": "😂",
  ":joy:": "😂",
  ":blush:": "😊",
  ":love:": "😍",
  ":heart_eyes:": "😍",
  ":fire:": "🔥",
  ":hot:": "🥵",
  ":rose:": "🌹",
  ":kissmark:": "💋",
  ":diamond:": "💎",
  ":gift:": "🎁",
  ":drink:": "🍸",
  ":champagne:": "🍾",
  ":party:": "🥳",
  ":devil:": "😈",
  ":angel:": "😇",
  ":wave:": "👋",
  ":clap:": "👏",
  ":thumbsup:": "👍",
  ":ok:": "👌",
  ":sad:": "😢",
  ":cry:": "😢",
  ":shy:": "🙈",
  ":peach:": "🍑",
  ":eggplant:": "🍆",
  ":sweat:": "💦",
  ":star:": "⭐",
  ":sparkles:": "✨",
};

// Longest first, so ":-)" wins over ":-" and ":heart_eyes:" over ":heart:".
const EMOTICON_CODES = Object.keys(EMOTICONS).sort((a, b) => b.length - a.length);
/** Emoticons made of punctuation (":)") count only between spaces or at the ends: "http://x" or "a:(b" are text. */
const isWordCode = (code: string) => /^:[a-z_]+:$/.test(code);
const isBoundary = (char: string | undefined) => char === undefined || /\s/.test(char);

/** An http(s) URL that parses; everything else (javascript:, data:, relative) is refused. */
export const safeLinkHref = (raw: string): string | null => {
  const href = raw.trim();
  if (!/^https?:\/\//i.test(href)) return null;
  try {
    const url = new URL(href);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
};

const LINK = /^\[([^\]\n]{1,200})\]\(([^)\s]{1,2000})\)/;
const PLACEHOLDER = /^\{(performer|member)\}/;

/** Inline tokens of one line without link or style markers resolved yet: text, emoji and placeholders. */
function inline(text: string, names: MarkupNames, style: MarkupStyle): MarkupToken[] {
  const out: MarkupToken[] = [];
  let buffer = "";
  const flush = () => {
    if (buffer !== "") out.push({ kind: "text", text: buffer, ...style });
    buffer = "";
  };
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    const placeholder = PLACEHOLDER.exec(rest);
    if (placeholder) {
      const name = names[placeholder[1] as keyof MarkupNames];
      buffer += name ?? placeholder[0];
      i += placeholder[0].length;
      continue;
    }
    const code = EMOTICON_CODES.find((c) => rest.startsWith(c) && (isWordCode(c) || (isBoundary(text[i - 1]) && isBoundary(text[i + c.length]))));
    if (code !== undefined) {
      flush();
      out.push({ kind: "emoji", emoji: EMOTICONS[code]!, code, ...style });
      i += code.length;
      continue;
    }
    buffer += text[i];
    i += 1;
  }
  flush();
  return out;
}

/** One line: links, then `**bold**` and `*italic*` spans, each with its inline tokens. */
function line(text: string, names: MarkupNames): MarkupToken[] {
  const out: MarkupToken[] = [];
  let plain = "";
  const flushPlain = () => {
    if (plain !== "") out.push(...inline(plain, names, {}));
    plain = "";
  };
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    if (rest[0] === "[") {
      const link = LINK.exec(rest);
      const href = link ? safeLinkHref(link[2]!) : null;
      if (link && href !== null) {
        flushPlain();
        out.push({ kind: "link", text: link[1]!, href });
        i += link[0].length;
        continue;
      }
    }
    if (rest.startsWith("**")) {
      const end = rest.indexOf("**", 2);
      if (end > 2) {
        flushPlain();
        out.push(...inline(rest.slice(2, end), names, { bold: true }));
        i += end + 2;
        continue;
      }
    } else if (rest[0] === "*" && rest[1] !== undefined && !/\s/.test(rest[1])) {
      const end = rest.indexOf("*", 1);
      if (end > 1 && rest[end + 1] !== "*" && !/\s/.test(rest[end - 1]!)) {
        flushPlain();
        out.push(...inline(rest.slice(1, end), names, { italic: true }));
        i += end + 1;
        continue;
      }
    }
    plain += rest[0];
    i += 1;
  }
  flushPlain();
  return out;
}

/** §3 the tokens of a chat or inbox message, with the names its placeholders stand for. */
export function tokenizeMarkup(message: string, names: MarkupNames = {}): MarkupToken[] {
  const lines = message.replace(/\r\n?/g, "\n").split(/\\n|\n/);
  return lines.flatMap((text, index) => (index === 0 ? line(text, names) : [{ kind: "break" as const }, ...line(text, names)]));
}

/** The text a reader sees (emoji as emoji, breaks as newlines): for previews, accessible names and tests. */
export const markupText = (tokens: readonly MarkupToken[]): string =>
  tokens.map((token) => (token.kind === "break" ? "\n" : token.kind === "emoji" ? token.emoji : token.text)).join("");
