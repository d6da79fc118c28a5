import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// ARCHITECTURE §2: core imports no React, no DOM binding, no router, no MSW and no other workspace package.
const FORBIDDEN = [/^react($|\/)/, /^react-dom($|\/)/, /^@xstate\/react($|\/)/, /^@tanstack\//, /^msw($|\/)/, /^@camstage\/(?!core($|\/))/];

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)["']([^"']+)["']/g;

const importsOf = (source: string): string[] => [...source.matchAll(SPECIFIER)].map((match) => match[1] ?? "");

const forbiddenImports = (source: string): string[] => importsOf(source).filter((spec) => FORBIDDEN.some((rule) => rule.test(spec)));

const root = import.meta.dirname;
const self = import.meta.filename;

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return walk(path);
    return /\.(ts|tsx|js|mjs|cjs)$/.test(entry.name) && path !== self ? [path] : [];
  });

describe("core purity", () => {
  it("recognises every kind of import", () => {
    const q = '"';
    const sample = [
      `import React from ${q}react${q};`,
      `import { createRoot } from ${q}react-dom/client${q};`,
      `export { useMachine } from ${q}@xstate/react${q};`,
      `const m = await import(${q}@tanstack/react-router${q});`,
      `import ${q}msw${q};`,
      `const s = require(${q}@camstage/views${q});`,
      `import { x } from ${q}@camstage/core/platform/client${q};`,
      `import { Schema } from ${q}effect${q};`,
      `import type { Actor } from ${q}xstate${q};`,
    ].join("\n");
    expect(forbiddenImports(sample)).toEqual(["react", "react-dom/client", "@xstate/react", "@tanstack/react-router", "msw", "@camstage/views"]);
  });

  it("no core file imports a view, router, mock or other workspace package", () => {
    const files = walk(root);
    expect(files.length).toBeGreaterThan(10);
    const offenders = files.flatMap((file) => forbiddenImports(readFileSync(file, "utf8")).map((spec) => `${relative(root, file)} imports ${spec}`));
    expect(offenders).toEqual([]);
  });
});
