#!/usr/bin/env node
// `npm test` (DESIGN §4): every test, in order, stopping at the first failure, each step timed.
//
//   node scripts/test.mjs [args for the Playwright specs…]     (npm test -- grid.e2e.ts)
//
//   typecheck  tsc -p tsconfig.json --noEmit
//   lint       eslint .
//   unit       vitest run
//   build      the test build (CAMSTAGE_BUILD=test: no terser, quick compression) into build/site-test, when it is
//              missing or older than its sources (scripts/start.mjs --build-only, the same rule as `npm start`)
//   e2e        node scripts/e2e.mjs: the Playwright config's servers serve that build; its exit code is ours
//
// Env:  CAMSTAGE_TEST_STEPS=typecheck,lint,build   only these steps (in the order above)
//
// Prints a table of the steps' seconds at the end, and keeps them in test-results/phases.json, rewritten whole
// (temporary file + rename) as each step starts and ends, so a failed or killed run leaves the steps so far. The
// Playwright projects' own spans come from specs/phase-reporter.ts (test-results/phases-playwright.json).
//
//   node scripts/test.mjs --table [--before label=seconds]… [--missing label=seconds] [--total seconds]
//
// prints the table from those files without running anything (.ci/run): the --before rows first, then the steps
// (the --missing row instead when there is no phases.json), then the total.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const resultsDir = path.join(root, "test-results");
const PHASES_FILE = path.join(resultsDir, "phases.json");
const PLAYWRIGHT_FILE = path.join(resultsDir, "phases-playwright.json");

const bin = (name) => path.join(root, "node_modules", ".bin", name);
// The specs test the test build (app/vite.config.ts); `npm run build` and `npm start` keep making the production one.
const buildKind = "test";

/** @type {{ name: string, command: string[], env?: Record<string, string>, alone?: string }[]} */
const STEPS = [
  { name: "typecheck", command: [bin("tsc"), "-p", "tsconfig.json", "--noEmit"], alone: "npm run typecheck" },
  { name: "lint", command: [bin("eslint"), "."], alone: "npm run lint" },
  { name: "unit", command: [bin("vitest"), "run"], alone: "npm run test:unit" },
  {
    name: "build",
    command: [process.execPath, "scripts/start.mjs", "--build-only"],
    env: { CAMSTAGE_BUILD: buildKind },
  },
  {
    name: "e2e",
    // The build step made the build fresh: the servers the Playwright config starts (scripts/start.mjs) find it so.
    command: [process.execPath, "scripts/e2e.mjs", ...process.argv.slice(2)],
  },
];

// ---------------------------------------------------------------------------------------------------------------
// The table (also `--table`, for .ci/run).

const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
};

const seconds = (value) => (typeof value === "number" && Number.isFinite(value) ? value.toFixed(1) : "?");

/**
 * The rows of the steps in phases.json, each Playwright project of this run (phases-playwright.json) indented under
 * e2e. A step still "running" in the file was cut off (the run was killed): its time is counted up to now.
 */
function stepRows(phases, playwright) {
  const rows = [];
  for (const step of Array.isArray(phases?.steps) ? phases.steps : []) {
    const note =
      step.status === "passed" ? "" : step.status === "running" ? "did not finish" : `${String(step.status).toUpperCase()}${step.exitCode != null ? ` (exit ${step.exitCode})` : ""}`;
    const elapsed = step.seconds ?? (step.started ? (Date.now() - Date.parse(step.started)) / 1000 : undefined);
    rows.push({ label: step.name, seconds: elapsed, note });
    if (step.name !== "e2e") continue;
    const since = Date.parse(step.started ?? "") || 0;
    for (const project of Array.isArray(playwright?.projects) ? playwright.projects : []) {
      // Only this run's projects: the file outlives a run that never reached Playwright.
      if (!(Date.parse(project.started ?? "") >= since)) continue;
      const counts = ["passed", "failed", "flaky", "skipped"].filter((key) => project[key] > 0).map((key) => `${project[key]} ${key}`);
      const run = project.run && project.run !== "passed" && project.run !== "failed" ? `, run ${project.run}` : "";
      rows.push({ label: `  ${project.name}`, seconds: project.seconds, note: `${project.tests} tests: ${counts.join(", ") || "none run"}${run}` });
    }
  }
  return rows;
}

function printTable({ before = [], missing, total } = {}) {
  const phases = readJson(PHASES_FILE);
  const rows = [...before];
  const steps = stepRows(phases, readJson(PLAYWRIGHT_FILE));
  if (steps.length > 0) rows.push(...steps);
  else if (missing) rows.push({ ...missing, note: `no ${path.relative(root, PHASES_FILE)}` });
  if (total !== undefined) rows.push({ label: "total", seconds: total, note: "" });
  const width = Math.max(...rows.map((row) => row.label.length), 10);
  const lines = rows.map((row) => `  ${row.label.padEnd(width)}  ${seconds(row.seconds).padStart(7)}${row.note ? `  ${row.note}` : ""}`);
  console.log(["", "Phases (seconds):", ...lines].join("\n"));
}

function parseRow(text) {
  const at = text.lastIndexOf("=");
  return { label: text.slice(0, at), seconds: Number(text.slice(at + 1)), note: "" };
}

if (process.argv[2] === "--table") {
  const args = process.argv.slice(3);
  const options = { before: [] };
  for (let i = 0; i < args.length; i += 1) {
    const [flag, inline] = args[i].split(/=(.*)/s, 2);
    const value = inline ?? args[++i] ?? "";
    if (flag === "--before") options.before.push(parseRow(value));
    else if (flag === "--missing") options.missing = parseRow(value);
    else if (flag === "--total") options.total = Number(value);
  }
  printTable(options);
  process.exit(0);
}

// ---------------------------------------------------------------------------------------------------------------
// The run.

const wanted = (process.env.CAMSTAGE_TEST_STEPS ?? "").split(",").map((name) => name.trim()).filter(Boolean);
const unknown = wanted.filter((name) => !STEPS.some((step) => step.name === name));
if (unknown.length > 0) {
  console.error(`npm test: CAMSTAGE_TEST_STEPS names no step ${unknown.join(", ")}; the steps are ${STEPS.map((step) => step.name).join(", ")}.`);
  process.exit(2);
}
const steps = wanted.length > 0 ? STEPS.filter((step) => wanted.includes(step.name)) : STEPS;

const record = { started: new Date().toISOString(), build: buildKind, status: "running", steps: [] };
function save() {
  fs.mkdirSync(resultsDir, { recursive: true });
  const temporary = `${PHASES_FILE}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(record, null, 2)}\n`);
  fs.renameSync(temporary, PHASES_FILE);
}

let child;
let stopping;
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    stopping = signal;
    // The child (in our process group) gets a terminal's Ctrl-C itself; a signal sent to us alone is passed on.
    if (child && child.exitCode === null) child.kill(signal);
    else process.exit(128 + os.constants.signals[signal]);
  });
}

/** The command as a reader would type it (env set for it, `node`, tools by name). */
const shown = (step) =>
  [
    ...Object.entries(step.env ?? {}).map(([name, value]) => `${name}=${value}`),
    ...step.command.map((part) => (part === process.execPath ? "node" : part.startsWith(`${root}/`) ? path.relative(root, part).replace(/^node_modules\/\.bin\//, "") : part)),
  ].join(" ");

function run(step) {
  return new Promise((resolve) => {
    child = spawn(step.command[0], step.command.slice(1), { cwd: root, stdio: "inherit", env: { ...process.env, ...step.env } });
    child.on("error", (error) => {
      console.error(`npm test: could not run ${step.command[0]}: ${error.message}`);
      resolve(127);
    });
    child.on("exit", (code, signal) => resolve(code ?? 128 + (os.constants.signals[signal] ?? 15)));
  });
}

let exitCode = 0;
save();
for (const [index, step] of steps.entries()) {
  console.log(`\n▶ ${step.name}: ${shown(step)}`);
  if (step.name === "e2e") fs.rmSync(PLAYWRIGHT_FILE, { force: true });
  const entry = { name: step.name, status: "running", started: new Date().toISOString() };
  record.steps.push(entry);
  save();
  const t0 = performance.now();
  // A stop asked for while a step ran ends the run there, whatever the step answered.
  const code = (await run(step)) || (stopping ? 128 + os.constants.signals[stopping] : 0);
  entry.seconds = Math.round((performance.now() - t0) / 100) / 10;
  entry.exitCode = code;
  entry.status = code === 0 ? "passed" : stopping ? "interrupted" : "failed";
  save();
  if (code !== 0) {
    exitCode = code;
    const rest = steps.slice(index + 1).map((next) => next.name);
    console.error(
      `\n✖ npm test: ${step.name} ${stopping ? `was stopped (${stopping})` : `failed (exit ${code})`} after ${seconds(entry.seconds)} s` +
        `${rest.length > 0 ? `; not run: ${rest.join(", ")}` : ""}. On its own: ${step.alone ?? shown(step)}`,
    );
    break;
  }
  console.log(`✔ ${step.name} passed in ${seconds(entry.seconds)} s`);
}
record.status = exitCode === 0 ? "passed" : stopping ? "interrupted" : "failed";
record.seconds = Math.round((Date.now() - Date.parse(record.started)) / 100) / 10;
save();
printTable({ total: record.seconds });
process.exit(exitCode);
