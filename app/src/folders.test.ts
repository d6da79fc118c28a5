// @vitest-environment node
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { folderCycles } from "../../scripts/folder-cycles.mjs";

/**
 * app/src folders import one way (issue 9): each folder may import only the folders after it in this list. The
 * entry files at the root (main.tsx, app.tsx, index.ts) come last and nothing imports them.
 */
const LAYERS = ["router", "pages", "room", "shell", "overlays", "messenger", "qa", "payments", "site", "tracking", "flows", "queries", "platform", "theme", "errors", "i18n", "locales"] as const;

const root = path.dirname(new URL(import.meta.url).pathname);
const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
const folderOf = (file: string) => {
  const rel = path.relative(root, file);
  return rel.includes(path.sep) ? rel.split(path.sep)[0]! : ".";
};

/** Every import of one folder from another: `from "../x"`, `import("../x")`, side-effect imports. */
export const crossFolderImports = (): { from: string; to: string; where: string }[] =>
  sources(root).flatMap((file) =>
    [...fs.readFileSync(file, "utf8").matchAll(/(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+)"/g)].flatMap(([, spec]) => {
      const target = path.resolve(path.dirname(file), spec!);
      const from = folderOf(file);
      const to = folderOf(fs.existsSync(target) && fs.statSync(target).isDirectory() ? path.join(target, "index.ts") : target);
      return from === to ? [] : [{ from, to, where: `${path.relative(root, file)} → ${spec}` }];
    }),
  );

describe("app/src folders import one way", () => {
  it("every folder is in the layer list", () => {
    const folders = fs.readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(folders.filter((folder) => !(LAYERS as readonly string[]).includes(folder))).toEqual([]);
  });

  it("no folder imports one above it, and nothing imports the entry files", () => {
    const rank = (folder: string) => (folder === "." ? -1 : LAYERS.indexOf(folder as (typeof LAYERS)[number]));
    const upward = crossFolderImports().filter(({ from, to }) => to === "." || rank(to) <= rank(from));
    expect(upward.map((edge) => edge.where)).toEqual([]);
  });

  it("form no import cycle (issue 29: the same check as core's, views' and the simulator's)", () => {
    expect(folderCycles(root)).toEqual([]);
  });
});
