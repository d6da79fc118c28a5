#!/usr/bin/env node
// `npm start` (ARCHITECTURE §4): build app/dist when it is missing or older than its sources, then run the
// production server (site + simulator) and forward signals to it. The server prints the URL when ready.
//
//   CAMSTAGE_BUILD=test   the test build instead (app/vite.config.ts: no terser, quick compression) in
//                         build/site-test, built when stale and served the same way (scripts/test.mjs, the specs)
//   CAMSTAGE_SKIP_BUILD=1 serve what is there, without the staleness check
//   --build-only          build when stale, then exit without serving (scripts/test.mjs's build step)
//   --demo                the static demo instead (issue 30, `npm run demo`): app/dist-demo (build/demo-test with
//                         CAMSTAGE_BUILD=test), built when stale, then served by a plain static file server
//                         (scripts/serve-static.mjs): no simulator process, the simulator runs in the page
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { clearInterval, setInterval } from "node:timers";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildKind = process.env.CAMSTAGE_BUILD || "production";
if (buildKind !== "production" && buildKind !== "test") {
  console.error(`CAMSTAGE_BUILD must be "test" or "production" (or unset), not "${buildKind}".`);
  process.exit(2);
}
const demo = process.argv.includes("--demo");
// The same folders as app/vite.config.ts's outDir.
const distDir = demo
  ? buildKind === "test" ? path.join(root, "build", "demo-test") : path.join(root, "app", "dist-demo")
  : buildKind === "test" ? path.join(root, "build", "site-test") : path.join(root, "app", "dist");
const distName = path.relative(root, distDir);
const distIndex = path.join(distDir, "index.html");
// Issue 26: the server render, built beside it (app/vite.config.ts). The demo has none.
const ssrEntry = demo ? distIndex : path.join(`${distDir}-server`, "entry-server.js");
const buildOnly = process.argv.includes("--build-only");

// What the browser bundle is built from. Server-only code (app/server, simulator) runs from source via tsx; the
// demo's bundle has the simulator in it.
const SOURCES = [
  "app/src", "app/public", "app/index.html", "app/vite.config.ts", "views/src", "core/src", "lingui.config.ts", "package-lock.json",
  ...(demo ? ["app/demo", "simulator/src", "simulator/assets"] : []),
];
const IGNORED = /(^|[\\/])(node_modules|dist)([\\/]|$)|\.(test|stories|model\.test|property\.test)\.[tj]sx?$/;

function newestMtime(entry) {
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return IGNORED.test(entry) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const name of fs.readdirSync(entry)) {
    const child = path.join(entry, name);
    if (IGNORED.test(child)) continue;
    newest = Math.max(newest, newestMtime(child));
  }
  return newest;
}

function needsBuild() {
  if (process.env.CAMSTAGE_SKIP_BUILD === "1") return false;
  if (!fs.existsSync(distIndex) || !fs.existsSync(ssrEntry)) return true;
  const built = fs.statSync(distIndex).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > built);
}

function run(command, args, { forwardSignals = false, env = process.env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", env });
    const forward = (signal) => child.kill(signal);
    if (forwardSignals) for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, forward);
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 128 + (signal === "SIGINT" ? 2 : 15) : 1)));
  });
}

const bin = (name) => path.join(root, "node_modules", ".bin", process.platform === "win32" ? `${name}.cmd` : name);

/** A first build takes minutes on a small machine: say so every this often while vite prints nothing. */
const PROGRESS_EVERY_MS = 15_000;
// eslint-disable-next-line no-control-regex -- vite colours its lines when FORCE_COLOR or CI is set
const ANSI = /\x1b\[[0-9;]*m/g;
/** A line of vite's size table ("dist/assets/index-….js  95.00 kB │ gzip: …"), one per output file. */
const SIZE_LINE = /^\S+\s+[\d.,]+ kB\b/;

/**
 * `vite build` with its own progress (the phases it prints when stdout is not a terminal: transforming, N modules
 * transformed, rendering chunks, computing gzip size, built in …), its size table summed up in one line, and a
 * "still building… N s" line whenever a phase runs long. Warnings and errors (stderr) pass through as they are.
 */
function build(extra = []) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(bin("vite"), ["build", "--config", "app/vite.config.ts", "--logLevel", "info", ...extra], {
      cwd: root,
      env: process.env,
      stdio: ["ignore", "pipe", "inherit"],
    });
    let phase = "starting";
    let files = 0;
    let lastLine = Date.now();
    const print = (line) => {
      console.log(`  ${line}`);
      lastLine = Date.now();
    };
    const flushFiles = () => {
      if (files > 0) print(`${files} files written to ${extra.includes("--ssr") ? `${distName}-server` : distName}`);
      files = 0;
    };
    const ticker = setInterval(() => {
      if (Date.now() - lastLine < PROGRESS_EVERY_MS / 2) return;
      print(`still building… ${Math.round((Date.now() - started) / 1000)} s (${phase})`);
    }, PROGRESS_EVERY_MS);
    readline.createInterface({ input: child.stdout }).on("line", (raw) => {
      const line = raw.replace(ANSI, "").trim();
      if (line === "") return;
      if (SIZE_LINE.test(line)) {
        files += 1;
        return;
      }
      flushFiles();
      phase = line.replace(/(\.\.\.|…)$/, "");
      print(line);
    });
    child.on("error", (error) => {
      clearInterval(ticker);
      console.error(`Could not run vite: ${error.message}`);
      resolve(1);
    });
    // "close", not "exit": every line of its output has been read by then.
    child.on("close", (code, signal) => {
      clearInterval(ticker);
      flushFiles();
      resolve(code ?? (signal ? 128 + (signal === "SIGINT" ? 2 : 15) : 1));
    });
  });
}

if (needsBuild()) {
  const what = `${buildKind === "test" ? "the test build of " : ""}${demo ? "the static demo" : "the site"}`;
  console.log(`Building ${what} (${distName} is missing or older than its sources); the first build takes a few minutes…`);
  // The browser's build, then the server render's (it is quick: no minifying, no compressed copies); the demo's alone.
  let code = await build(demo ? ["--mode", "demo"] : []);
  if (code === 0 && !demo) code = await build(["--ssr"]);
  if (code !== 0) {
    console.error(buildOnly ? "The build failed." : "The build failed; not starting the server.");
    process.exit(code);
  }
} else if (buildOnly) {
  console.log(process.env.CAMSTAGE_SKIP_BUILD === "1" ? "CAMSTAGE_SKIP_BUILD=1: not building." : `${distName} is up to date with its sources; not building.`);
}
if (buildOnly) process.exit(0);

if (demo) process.exit(await run(process.execPath, ["scripts/serve-static.mjs", distDir], { forwardSignals: true }));

// React's production build for the server render (its development build is slower and writes stacks into the HTML).
const env = { NODE_ENV: "production", ...process.env, CAMSTAGE_DIST_DIR: distDir };
const code = await run(bin("tsx"), ["app/server/main.ts"], { forwardSignals: true, env });
process.exit(code);
