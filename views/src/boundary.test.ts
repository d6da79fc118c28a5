// @vitest-environment node
import { join } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// ARCHITECTURE §2/§5: eslint.config.js holds the views boundary (no router or query client, no fetching or sockets, no
// machine internals, no app or simulator). These samples keep it from being loosened unnoticed.
const repo = join(import.meta.dirname, "..", "..");
const eslint = new ESLint({ cwd: repo });

/** The boundary rules a sample breaks, one entry per report, as `line:rule`. */
const breaches = async (file: string, lines: readonly string[]): Promise<string[]> => {
  const [result] = await eslint.lintText(lines.join("\n"), { filePath: join(repo, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith("no-restricted-")).map((m) => `${m.line}:${m.ruleId}`);
};

const q = '"';
const sample = [
  `import { useQuery } from ${q}@tanstack/react-query${q};`,
  `import { Link } from ${q}@tanstack/react-router${q};`,
  `import { useVirtualizer } from ${q}@tanstack/react-virtual${q};`,
  `import { io } from ${q}socket.io-client${q};`,
  `import { createActor, type AnyActorRef } from ${q}xstate${q};`,
  `import { useMachine, useSelector } from ${q}@xstate/react${q};`,
  `import { siteSession } from ${q}@camstage/app${q};`,
  `import { connectDrawer } from ${q}@camstage/core${q};`,
  `export const probe = async (actor: AnyActorRef) => [`,
  `  await fetch(${q}/x${q}),`,
  `  await window.fetch(${q}/y${q}),`,
  `  new WebSocket(${q}ws://x${q}),`,
  `  await import(${q}@camstage/simulator${q}),`,
  `  actor.getSnapshot().matches(${q}open${q}),`,
  `  useQuery, Link, useVirtualizer, io, createActor, useMachine, useSelector, siteSession, connectDrawer,`,
  `];`,
];

describe("views boundary (eslint.config.js)", () => {
  it("rejects a router, query client, socket, machine, app or network use in a view", async () => {
    expect(await breaches("views/src/grid/probe.tsx", sample)).toEqual([
      "1:no-restricted-imports",
      "2:no-restricted-imports",
      "4:no-restricted-imports",
      "5:no-restricted-imports",
      "6:no-restricted-imports",
      "7:no-restricted-imports",
      "10:no-restricted-globals",
      "11:no-restricted-properties",
      "12:no-restricted-globals",
      "13:no-restricted-syntax",
      "14:no-restricted-syntax",
    ]);
  });

  it("lets stories, examples and tests start their own actors, and nothing more", async () => {
    const expected = ["1:no-restricted-imports", "2:no-restricted-imports", "4:no-restricted-imports", "7:no-restricted-imports", "10:no-restricted-globals", "11:no-restricted-properties", "12:no-restricted-globals", "13:no-restricted-syntax", "14:no-restricted-syntax"];
    for (const file of ["views/src/grid/examples/probe.tsx", "views/src/grid/probe.stories.tsx", "views/src/grid/probe.test.tsx"]) {
      expect(await breaches(file, sample)).toEqual(expected);
    }
  });
});
