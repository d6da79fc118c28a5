// @vitest-environment node
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { getConfig } from "@lingui/conf";
import { getCatalogs } from "@lingui/cli/api";
import { CATALOGUE_LOCALES } from "@camstage/core";

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

describe("§1 text catalogues", () => {
  it.each(["nl", "en"])("%s.po translates every message", (locale) => {
    const entries = parsePo(read(locale)).filter((entry) => !entry.obsolete);
    expect(entries.length).toBeGreaterThan(50);
    const untranslated = entries.filter((entry) => entry.msgstr.trim() === "").map((entry) => entry.msgid);
    expect(untranslated, `${locale}.po has empty msgstr`).toEqual([]);
  });

  it("nl.po is really Dutch: most messages differ from the English source", () => {
    const entries = parsePo(read("nl")).filter((entry) => !entry.obsolete);
    const same = entries.filter((entry) => entry.msgstr === entry.msgid);
    // Brand-like words (e.g. "Online", "VIP") may stay the same; the bulk must not.
    expect(same.length / entries.length).toBeLessThan(0.15);
  });

  it.each(CATALOGUE_LOCALES.filter((locale) => locale !== "nl" && locale !== "en"))("a catalogue file exists for %s", (locale) => {
    expect(fs.existsSync(path.join(localesDir, `${locale}.po`))).toBe(true);
  });

  it(
    "holds every message in the sources (run `npm run i18n:extract` after adding text)",
    async () => {
      const config = getConfig({ cwd: repoRoot, configPath: path.join(repoRoot, "lingui.config.ts"), skipValidation: true });
      const [catalog] = await getCatalogs(config);
      if (!catalog) throw new Error("lingui.config.ts defines no catalogue");
      const extracted = (await catalog.collect()) ?? {};
      for (const locale of ["nl", "en"]) {
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
