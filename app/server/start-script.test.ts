// @vitest-environment node
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const startScript = fileURLToPath(new URL("../../scripts/start.mjs", import.meta.url));

/** What vite prints for a build when stdout is not a terminal, and nothing below warnings with `--logLevel warn`. */
const FAKE_VITE = `#!/usr/bin/env node
const fs = require("node:fs");
const args = process.argv.slice(2);
const level = args[args.indexOf("--logLevel") + 1];
const info = (line) => { if (!args.includes("--logLevel") || level === "info") console.log(line); };
info("vite v7.3.8 building client environment for production...");
info("transforming...");
info("\\u2713 1234 modules transformed.");
info("rendering chunks...");
info("computing gzip size...");
info("dist/index.html                  1.20 kB \\u2502 gzip:  0.60 kB");
info("dist/assets/index-B4x9_k2Q.css   9.00 kB \\u2502 gzip:  3.00 kB");
info("dist/assets/index-Cq81_zzT.js   95.00 kB \\u2502 gzip: 30.00 kB");
if (process.env.FAKE_BUILD_FAILS) { console.error("error during build: boom"); process.exit(1); }
fs.mkdirSync("app/dist", { recursive: true });
fs.writeFileSync("app/dist/index.html", "<!doctype html>");
info("\\u2713 built in 2m 3s");
`;

const FAKE_TSX = `#!/usr/bin/env node
console.log("Camstage ready at http://127.0.0.1:5173");
`;

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

/** A repository with the real start script, no app/dist, and vite and tsx stand-ins. */
function fakeRepository(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "camstage-start-"));
  roots.push(root);
  fs.mkdirSync(path.join(root, "scripts"));
  fs.copyFileSync(startScript, path.join(root, "scripts", "start.mjs"));
  const bin = path.join(root, "node_modules", ".bin");
  fs.mkdirSync(bin, { recursive: true });
  fs.writeFileSync(path.join(bin, "vite"), FAKE_VITE, { mode: 0o755 });
  fs.writeFileSync(path.join(bin, "tsx"), FAKE_TSX, { mode: 0o755 });
  return root;
}

function runStart(root: string, env: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
  const { CAMSTAGE_SKIP_BUILD: _skip, ...inherited } = process.env;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, "scripts", "start.mjs")], { cwd: root, env: { ...inherited, ...env } });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, output }));
  });
}

describe.skipIf(process.platform === "win32")("npm start (scripts/start.mjs)", () => {
  it("shows the build's progress, phase by phase, then the server's ready line", async () => {
    const { code, output } = await runStart(fakeRepository());
    expect(code).toBe(0);
    const lines = output.split("\n");
    const at = (text: string) => lines.findIndex((line) => line.includes(text));
    const phases = ["transforming", "1234 modules transformed", "rendering chunks", "computing gzip size", "built in 2m 3s", "Camstage ready at http://127.0.0.1:5173"];
    for (const phase of phases) expect(at(phase), `${phase}\n${output}`).toBeGreaterThanOrEqual(0);
    expect(phases.map(at)).toEqual(phases.map(at).sort((a, b) => a - b));
  });

  it("stops with the build's own error when the build fails", async () => {
    const { code, output } = await runStart(fakeRepository(), { FAKE_BUILD_FAILS: "1" });
    expect(code).not.toBe(0);
    expect(output).toContain("error during build: boom");
    expect(output).toContain("The build failed");
    expect(output).not.toContain("Camstage ready at");
  });
});
