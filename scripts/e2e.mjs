#!/usr/bin/env node
// Runs the Playwright specs (ARCHITECTURE §4 runtime contract): one Playwright run, whose config starts the servers it needs
// (specs/playwright.config.ts `webServer`: the site with the simulator on the test build, and the simulator alone as a
// platform with two sites pointed at it) and runs the projects site, live and platform side by side.
//
//   node scripts/e2e.mjs [--screenshots] [extra playwright args…]
//
// Chromium: CHROMIUM_PATH, else /usr/bin/chromium, else Playwright's own browser.
// Env:      BASE_URL=… uses a site already running (start it with CAMSTAGE_LOGIN_LABELS=distinct for the account specs);
//           E2E_PORT (5199) and E2E_PLATFORM_PORT (5300, and the next two) move the servers; E2E_WORKERS=1.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const screenshots = args.includes("--screenshots");
const passThrough = args.filter((a) => a !== "--screenshots");

const fail = (msg) => {
  console.error(`[e2e] ${msg}`);
  process.exit(1);
};

function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return { path: fromEnv, source: "CHROMIUM_PATH" };
    fail(`CHROMIUM_PATH is set to ${fromEnv}, but no file exists there.`);
  }
  if (existsSync("/usr/bin/chromium")) return { path: "/usr/bin/chromium", source: "/usr/bin/chromium" };
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require("playwright-core");
    const own = chromium.executablePath();
    if (own && existsSync(own)) return { path: own, source: "Playwright's own browser" };
  } catch {
    // playwright-core missing or no browser registry: fall through to the message below.
  }
  fail(
    [
      "No Chromium found. Looked at CHROMIUM_PATH, /usr/bin/chromium and Playwright's own browser.",
      "Install one of:",
      "  apt-get install -y chromium            (Debian/Ubuntu; used from /usr/bin/chromium)",
      "  CHROMIUM_PATH=/path/to/chromium npm test",
      "  npx playwright install chromium        (Playwright's own build)",
    ].join("\n"),
  );
}

const chromium = findChromium();
console.log(`[e2e] Chromium: ${chromium.path} (${chromium.source})`);
const env = { ...process.env };
if (chromium.source !== "Playwright's own browser") env.CHROMIUM_PATH = chromium.path;
const config = screenshots ? "specs/screenshots.config.ts" : "specs/playwright.config.ts";
const child = spawn(path.join(root, "node_modules", ".bin", "playwright"), ["test", "-c", config, ...passThrough], { cwd: root, stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
child.on("error", (err) => fail(`could not run Playwright: ${err.message}`));
