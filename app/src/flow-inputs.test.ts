// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 29 (ARCHITECTURE §3): the app tells the flows something in two ways only: a visitor's intent through a flow's
 * `connect` binding (flows/use-flow.ts), and what the app learnt as a site input (`input`), which core's routing
 * table delivers. A direct event to a flow (`actor.send({ type… })`, `send("flow", …)`) is a hand-off that belongs in
 * that table.
 */
const src = import.meta.dirname;
const DIRECT_SEND = /\bsend\(\s*(?:\{\s*type\s*:|["'`])/g;
/** The binding itself. */
const BINDING = "flows/use-flow.ts";

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });

describe("the app's events to the flows (issue 29)", () => {
  it("go through connect or the site's input: no new direct send", () => {
    const found: Record<string, number> = {};
    for (const file of sources(src)) {
      const name = relative(src, file);
      const count = [...readFileSync(file, "utf8").matchAll(DIRECT_SEND)].length;
      if (count > 0 && name !== BINDING) found[name] = count;
    }
    expect(found).toEqual({});
  });

  it("would catch one", () => {
    const sample = `system.send("wallet", { type: "wallet.close" });\nactor.send({\n  type: "chat.leave" });\nsession.input({ type: "site.closing" });`;
    expect([...sample.matchAll(DIRECT_SEND)]).toHaveLength(2);
  });
});
