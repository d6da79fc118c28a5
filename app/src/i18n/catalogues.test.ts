// @vitest-environment node
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { getConfig } from "@lingui/conf";
import { getCatalogs } from "@lingui/cli/api";
import { parse, type Token } from "@messageformat/parser";
import { ROUTED_LOCALES } from "@camstage/core";

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, "../../..");
const localesDir = path.resolve(here, "../locales");

interface PoEntry {
  readonly msgid: string;
  readonly msgstr: string;
  readonly obsolete: boolean;
}

/** Reads the entries of a .po file (msgid / msgstr with continuation lines; `#~` entries are obsolete). */
function parsePo(text: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let current: { msgid: string; msgstr: string; obsolete: boolean } | null = null;
  let field: "msgid" | "msgstr" | null = null;
  const unquote = (raw: string) => JSON.parse(raw) as string;
  const flush = () => {
    if (current) entries.push(current);
    current = null;
    field = null;
  };
  for (const rawLine of text.split(/\r?\n/)) {
    const obsolete = rawLine.startsWith("#~ ");
    const line = obsolete ? rawLine.slice(3) : rawLine;
    if (line.startsWith("msgid ")) {
      flush();
      current = { msgid: unquote(line.slice(6)), msgstr: "", obsolete };
      field = "msgid";
    } else if (line.startsWith("msgstr ") && current) {
      current.msgstr = unquote(line.slice(7));
      field = "msgstr";
    } else if (line.startsWith('"') && current && field) {
      current[field] += unquote(line);
    } else if (line.trim() === "") {
      flush();
    }
  }
  flush();
  // The header entry has an empty msgid.
  return entries.filter((entry) => entry.msgid !== "");
}

const read = (locale: string) => fs.readFileSync(path.join(localesDir, `${locale}.po`), "utf8");

/** The language whose plural rules a catalogue follows: `be` is Belgian Dutch (issue 28), not Belarusian. */
const pluralTag = (locale: string) => (locale === "be" ? "nl-BE" : locale);

/**
 * What a translation must keep of its message: each argument (`{name}`, `{0}`, the argument of a plural), each of
 * Lingui's component tags (`<0>`, `</0>`, `<1/>`), and for a plural every category the language's rules can choose.
 * Answers what is wrong, or nothing.
 */
function placeholderProblems(msgid: string, msgstr: string, locale: string): string[] {
  const shape = (text: string) => {
    const args: string[] = [];
    const plurals: { arg: string; keys: string[] }[] = [];
    const walk = (tokens: Token[]) => {
      for (const token of tokens) {
        if (token.type === "argument" || token.type === "function") args.push(token.arg);
        if (token.type === "plural" || token.type === "select" || token.type === "selectordinal") {
          args.push(token.arg);
          if (token.type === "plural") plurals.push({ arg: token.arg, keys: token.cases.map((c) => c.key) });
          for (const c of token.cases) walk(c.tokens);
        }
      }
    };
    walk(parse(text));
    const tags = [...text.matchAll(/<\/?\d+\/?>/g)].map((m) => m[0]);
    return { args: [...new Set(args)].sort(), tags: tags.sort(), plurals };
  };
  let source, target;
  try {
    source = shape(msgid);
    target = shape(msgstr);
  } catch (error) {
    return [`not a valid message: ${(error as Error).message}`];
  }
  const problems: string[] = [];
  if (source.args.join() !== target.args.join()) problems.push(`arguments ${target.args.join()} instead of ${source.args.join()}`);
  if (source.tags.join() !== target.tags.join()) problems.push(`tags ${target.tags.join()} instead of ${source.tags.join()}`);
  const categories = new Intl.PluralRules(pluralTag(locale)).resolvedOptions().pluralCategories;
  for (const plural of target.plurals) {
    const missing = categories.filter((category) => !plural.keys.includes(category));
    if (missing.length > 0) problems.push(`the plural of ${plural.arg} lacks ${missing.join(", ")}`);
  }
  return problems;
}

describe("§1 text catalogues", () => {
  // Issue 28: every catalogue but the source's is really translated: brand-like words ("Online", "VIP") may stay as
  // they are, the bulk must not.
  it.each(ROUTED_LOCALES.filter((locale) => locale !== "en"))("%s.po is really translated: most messages differ from the English source", (locale) => {
    const entries = parsePo(read(locale)).filter((entry) => !entry.obsolete);
    const same = entries.filter((entry) => entry.msgstr === entry.msgid);
    expect(same.length / entries.length).toBeLessThan(0.15);
  });

  // Issue 28: all nine catalogues are complete, and a translation keeps its message's arguments, tags and plurals.
  it.each(ROUTED_LOCALES)("%s.po translates every message and keeps its placeholders", (locale) => {
    const entries = parsePo(read(locale)).filter((entry) => !entry.obsolete);
    expect(entries.length).toBeGreaterThan(50);
    const untranslated = entries.filter((entry) => entry.msgstr.trim() === "").map((entry) => entry.msgid);
    expect(untranslated, `${locale}.po has empty msgstr`).toEqual([]);
    const wrong = entries.flatMap((entry) => placeholderProblems(entry.msgid, entry.msgstr, locale).map((problem) => `${entry.msgid} → ${entry.msgstr}: ${problem}`));
    expect(wrong, `${locale}.po changes placeholders`).toEqual([]);
  });

  it("finds a lost argument, a lost tag and a plural without the language's categories", () => {
    expect(placeholderProblems("Hi {name}", "Hallo", "de")).toEqual(["arguments  instead of name"]);
    expect(placeholderProblems("Read <0>the terms</0>", "Lees de voorwaarden", "nl")).toEqual(["tags  instead of </0>,<0>"]);
    expect(placeholderProblems("{n, plural, one {# item} other {# items}}", "{n, plural, one {# штука} other {# штук}}", "ru")).toEqual([
      "the plural of n lacks few, many",
    ]);
    expect(placeholderProblems("{n, plural, one {# item} other {# items}}", "{n, plural, one {# stuk} other {# stuks}}", "be")).toEqual([]);
    expect(placeholderProblems("{n, plural, one {# item} other {# items}}", "{n, plural, one {# item}", "fr")[0]).toMatch(/^not a valid message/);
  });

  it(
    "holds every message in the sources (run `npm run i18n:extract` after adding text)",
    async () => {
      const config = getConfig({ cwd: repoRoot, configPath: path.join(repoRoot, "lingui.config.ts"), skipValidation: true });
      const [catalog] = await getCatalogs(config);
      if (!catalog) throw new Error("lingui.config.ts defines no catalogue");
      const extracted = (await catalog.collect()) ?? {};
      for (const locale of ROUTED_LOCALES) {
        const stored = await catalog.read(locale);
        const missing = Object.entries(extracted)
          .filter(([id]) => !stored?.[id] || stored[id]?.obsolete || !stored[id]?.translation)
          .map(([id, message]) => message.message ?? id);
        expect(missing, `messages missing from ${locale}.po`).toEqual([]);
      }
    },
    120_000,
  );
});
