#!/usr/bin/env node
// `npm start` (DESIGN §4): build app/dist when it is missing or older than its sources, then run the
// production server (site + simulator) and forward signals to it. The server prints the URL when ready.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const distIndex = path.join(root, "app", "dist", "index.html");

// What the browser bundle is built from. Server-only code (app/server, simulator) runs from source via tsx.
const SOURCES = ["app/src", "app/public", "app/index.html", "app/vite.config.ts", "views/src", "core/src", "lingui.config.ts", "package-lock.json"];
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
  if (!fs.existsSync(distIndex)) return true;
  const built = fs.statSync(distIndex).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > built);
}

function run(command, args, { forwardSignals = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", env: process.env });
    const forward = (signal) => child.kill(signal);
    if (forwardSignals) for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, forward);
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 128 + (signal === "SIGINT" ? 2 : 15) : 1)));
  });
}

const bin = (name) => path.join(root, "node_modules", ".bin", process.platform === "win32" ? `${name}.cmd` : name);

if (needsBuild()) {
  console.log("Building the site (app/dist is missing or older than its sources)…");
  const code = await run(bin("vite"), ["build", "--config", "app/vite.config.ts", "--logLevel", "warn"]);
  if (code !== 0) {
    console.error("The build failed; not starting the server.");
    process.exit(code);
  }
}

const code = await run(bin("tsx"), ["app/server/main.ts"], { forwardSignals: true });
process.exit(code);
