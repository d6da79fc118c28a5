#!/usr/bin/env node
// `npm test` (ARCHITECTURE §4): every test, stopping at the first failing stage, each step timed.
//
//   node scripts/test.mjs [args for the Playwright specs…]     (npm test -- grid.e2e.ts)
//
//   stage 1, side by side (each mostly one process on one core; their output is printed whole as each ends):
//     typecheck  tsc -p tsconfig.json --noEmit
//     lint       eslint .
//     build      the test build (CAMSTAGE_BUILD=test: no terser, quick compression) into build/site-test, when it is
//                missing or older than its sources (scripts/start.mjs --build-only, the same rule as `npm start`)
//     demo       the static demo's test build into build/demo-test, by the same rule (scripts/start.mjs --demo)
//     stories    Ladle's build into .ladle-build (its page stories, issue 30)
//   stage 2  unit  vitest run (its own workers fill the cores)
//   stage 3  e2e   node scripts/e2e.mjs: the Playwright config's servers serve that build; its exit code is ours
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
import { Buffer } from "node:buffer";
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

/**
 * The steps in order. Consecutive steps of one `stage` run side by side: on two cores a type check, a lint and a build,
 * each mostly single-threaded, take about as long together as the longest alone.
 * @type {{ name: string, command: string[], env?: Record<string, string>, alone?: string, stage: number }[]}
 */
const STEPS = [
  { stage: 1, name: "typecheck", command: [bin("tsc"), "-p", "tsconfig.json", "--noEmit"], alone: "npm run typecheck" },
  { stage: 1, name: "lint", command: [bin("eslint"), "."], alone: "npm run lint" },
  {
    stage: 1,
    name: "build",
    command: [process.execPath, "scripts/start.mjs", "--build-only"],
    env: { CAMSTAGE_BUILD: buildKind },
  },
  // Issue 30: the static demo the Playwright project `demo` serves as files.
  {
    stage: 1,
    name: "demo",
    command: [process.execPath, "scripts/start.mjs", "--demo", "--build-only"],
    env: { CAMSTAGE_BUILD: buildKind },
  },
  // Issue 30: Ladle's build (.ladle-build), whose page stories the Playwright project `stories` serves as files.
  { stage: 1, name: "stories", command: [bin("ladle"), "build"], alone: "npm run stories:build" },
  { stage: 2, name: "unit", command: [bin("vitest"), "run"], alone: "npm run test:unit" },
  {
    stage: 3,
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
    rows.push({ label: step.name, seconds: elapsed, note: note || (step.beside ? "side by side with the others of its stage" : "") });
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

const children = new Set();
let stopping;
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    stopping = signal;
    // The children (in our process group) get a terminal's Ctrl-C themselves; a signal sent to us alone is passed on.
    const running = [...children].filter((child) => child.exitCode === null);
    if (running.length > 0) for (const child of running) child.kill(signal);
    else process.exit(128 + os.constants.signals[signal]);
  });
}

/** The command as a reader would type it (env set for it, `node`, tools by name). */
const shown = (step) =>
  [
    ...Object.entries(step.env ?? {}).map(([name, value]) => `${name}=${value}`),
    ...step.command.map((part) => (part === process.execPath ? "node" : part.startsWith(`${root}/`) ? path.relative(root, part).replace(/^node_modules\/\.bin\//, "") : part)),
  ].join(" ");

/** Runs one step; a step beside others keeps its output (stdout and stderr as they came) to print whole at its end. */
function run(step, keepOutput) {
  return new Promise((resolve) => {
    const output = [];
    const child = spawn(step.command[0], step.command.slice(1), {
      cwd: root,
      stdio: keepOutput ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...step.env },
    });
    children.add(child);
    if (keepOutput) for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => output.push(chunk));
    const done = (code) => {
      children.delete(child);
      resolve({ code, output: Buffer.concat(output) });
    };
    child.on("error", (error) => {
      output.push(Buffer.from(`npm test: could not run ${step.command[0]}: ${error.message}\n`));
      done(127);
    });
    child.on("close", (code, signal) => done(code ?? 128 + (os.constants.signals[signal] ?? 15)));
  });
}

/** One step, timed into phases.json. */
async function runStep(step, beside) {
  if (!beside) console.log(`\n▶ ${step.name}: ${shown(step)}`);
  if (step.name === "e2e") fs.rmSync(PLAYWRIGHT_FILE, { force: true });
  const entry = { name: step.name, status: "running", started: new Date().toISOString(), ...(beside ? { beside: true } : {}) };
  record.steps.push(entry);
  save();
  const t0 = performance.now();
  const result = await run(step, beside);
  // A stop asked for while a step ran ends the run there, whatever the step answered.
  const code = result.code || (stopping ? 128 + os.constants.signals[stopping] : 0);
  entry.seconds = Math.round((performance.now() - t0) / 100) / 10;
  entry.exitCode = code;
  entry.status = code === 0 ? "passed" : stopping ? "interrupted" : "failed";
  save();
  if (beside) {
    console.log(`\n▶ ${step.name}: ${shown(step)}`);
    process.stdout.write(result.output);
  }
  if (code === 0) console.log(`✔ ${step.name} passed in ${seconds(entry.seconds)} s`);
  return { step, entry, code };
}

const stages = [];
for (const step of steps) {
  const last = stages.at(-1);
  if (last && last[0].stage === step.stage) last.push(step);
  else stages.push([step]);
}

let exitCode = 0;
save();
for (const [index, stage] of stages.entries()) {
  const beside = stage.length > 1;
  if (beside) console.log(`\n▶ ${stage.map((step) => step.name).join(", ")}, side by side (each one's output when it ends)`);
  const results = await Promise.all(stage.map((step) => runStep(step, beside)));
  const failed = results.filter((result) => result.code !== 0);
  if (failed.length === 0) continue;
  exitCode = failed[0].code;
  const rest = stages.slice(index + 1).flat().map((next) => next.name);
  for (const { step, entry, code } of failed) {
    console.error(
      `\n✖ npm test: ${step.name} ${stopping ? `was stopped (${stopping})` : `failed (exit ${code})`} after ${seconds(entry.seconds)} s` +
        `${rest.length > 0 ? `; not run: ${rest.join(", ")}` : ""}. On its own: ${step.alone ?? shown(step)}`,
    );
  }
  break;
}
record.status = exitCode === 0 ? "passed" : stopping ? "interrupted" : "failed";
record.seconds = Math.round((Date.now() - Date.parse(record.started)) / 100) / 10;
save();
printTable({ total: record.seconds });
process.exit(exitCode);
