// Issue 29: the import cycles between the top-level folders of a package's src/ (ARCHITECTURE §2). Each package's
// src/folders.test.ts asks for none. A folder is the unit a newcomer reads: a loop between two folders means neither
// can be understood (or lazily loaded) without the other.
import fs from "node:fs";
import path from "node:path";

const SOURCE = /\.tsx?$/;
const NOT_SOURCE = /\.(test|property\.test|stories)\.tsx?$|\.d\.ts$/;
// Static imports and re-exports (type-only ones too), side-effect imports and dynamic imports of relative paths.
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["'](\.{1,2}\/[^"']*)["']/g;

const sourceFiles = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return SOURCE.test(entry.name) && !NOT_SOURCE.test(entry.name) ? [file] : [];
  });

const resolveImport = (from, specifier) => {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
};

/** The folder under `src` a file belongs to (a file directly in `src` is a node of its own). */
const folderOf = (src, file) => path.relative(src, file).split(path.sep)[0];

/**
 * The cycles (strongly connected sets of two or more folders) of the folder graph of `src`, each with one import per
 * arrow inside it as `from-file -> to-file`. An empty list: the folders form a directed acyclic graph.
 */
export function folderCycles(src) {
  const arrows = new Map();
  const example = new Map();
  for (const file of sourceFiles(src)) {
    for (const [, specifier] of fs.readFileSync(file, "utf8").matchAll(RELATIVE_IMPORT)) {
      const target = resolveImport(file, specifier);
      if (target === null || !target.startsWith(src + path.sep)) continue;
      const [from, to] = [folderOf(src, file), folderOf(src, target)];
      if (from === to) continue;
      if (!arrows.has(from)) arrows.set(from, new Set());
      arrows.get(from).add(to);
      example.set(`${from}>${to}`, `${path.relative(src, file)} -> ${path.relative(src, target)}`);
    }
  }
  // Tarjan's strongly connected components.
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node));
    stack.push(node);
    onStack.add(node);
    for (const next of arrows.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length < 2) return;
    const folders = component.sort();
    const imports = folders.flatMap((from) => [...(arrows.get(from) ?? [])].filter((to) => folders.includes(to)).map((to) => example.get(`${from}>${to}`)));
    cycles.push({ folders, imports });
  };
  for (const node of [...arrows.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles;
}
