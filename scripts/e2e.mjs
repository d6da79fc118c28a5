#!/usr/bin/env node
// Runs the Playwright specs against a freshly started production server (DESIGN §4 runtime contract).
//
//   node scripts/e2e.mjs [--screenshots] [extra playwright args…]
//
// Chromium: CHROMIUM_PATH, else /usr/bin/chromium, else Playwright's own browser.
// Server:   `node scripts/start.mjs` on PORT (default 5199, the next free port when taken).
// Env:      E2E_SKIP_BUILD=1 skips the stale-build check; BASE_URL=… skips starting a server (start it with
//           CAMSTAGE_LOGIN_LABELS=distinct for the account specs, as this script does).
/* global AbortSignal */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const screenshots = args.includes("--screenshots");
const passThrough = args.filter((a) => a !== "--screenshots");
const START_TIMEOUT_MS = Number(process.env.E2E_START_TIMEOUT_MS ?? 120_000);
const HOST = process.env.HOST ?? "127.0.0.1";

const log = (msg) => console.log(`[e2e] ${msg}`);
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

function portIsFree(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once("error", () => resolve(false));
    srv.listen(port, HOST, () => srv.close(() => resolve(true)));
  });
}

async function pickPort(from) {
  const wanted = from ?? Number(process.env.PORT ?? 5199);
  if (await portIsFree(wanted)) return wanted;
  for (let p = wanted + 1; p < wanted + 50; p++) {
    if (await portIsFree(p)) {
      log(`port ${wanted} is taken, using ${p}`);
      return p;
    }
  }
  fail(`no free port found from ${wanted} to ${wanted + 49}; set PORT to a free one.`);
}

// What the browser bundle is built from (the same list as scripts/start.mjs); tests and stories do not count.
const BUILD_SOURCES = ["app/src", "app/public", "app/index.html", "app/vite.config.ts", "views/src", "core/src", "lingui.config.ts", "package-lock.json"];
const NOT_BUILT = /(^|[\\/])(node_modules|dist)([\\/]|$)|\.(test|stories|model\.test|property\.test)\.[tj]sx?$/;

function newestMtime(entry) {
  let stat;
  try {
    stat = statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return NOT_BUILT.test(entry) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(entry)) {
    const child = path.join(entry, name);
    if (!NOT_BUILT.test(child)) newest = Math.max(newest, newestMtime(child));
  }
  return newest;
}

function run(cmd, cmdArgs, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { cwd: root, stdio: "inherit", ...opts });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on("error", (err) => {
      console.error(`[e2e] could not run ${cmd}: ${err.message}`);
      resolve(1);
    });
  });
}

// The started server may serve a build older than the sources; rebuild so the specs test the current code.
async function buildIfStale() {
  if (process.env.E2E_SKIP_BUILD === "1") return;
  const indexHtml = path.join(root, "app", "dist", "index.html");
  const built = existsSync(indexHtml) ? statSync(indexHtml).mtimeMs : 0;
  const newest = Math.max(...BUILD_SOURCES.map((p) => newestMtime(path.join(root, p))));
  if (built > newest) return;
  log(built ? "app/dist is older than the sources, building…" : "no app/dist yet, building…");
  const t0 = Date.now();
  const code = await run(path.join(root, "node_modules", ".bin", "vite"), ["build", "--config", "app/vite.config.ts", "--logLevel", "warn"]);
  if (code !== 0) fail(`build failed (exit ${code}); run \`npm run build\` to see why.`);
  log(`built in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

async function httpOk(url) {
  try {
    const res = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(2_000) });
    return res.status === 200;
  } catch {
    return false;
  }
}

function startServer(port) {
  const logFile = path.join(root, "test-results", "server.log");
  let output = "";
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    // The build step above already ran (or was skipped on purpose); start.mjs need not check again. The specs read
    // §8's distinct messages for an unknown and a deleted account, which the simulator gives only when asked.
    env: {
      ...process.env,
      PORT: String(port),
      HOST,
      CAMSTAGE_LOGIN_LABELS: process.env.CAMSTAGE_LOGIN_LABELS ?? "distinct",
      ...(process.env.E2E_SKIP_BUILD === "1" ? { CAMSTAGE_SKIP_BUILD: "1" } : {}),
    },
    stdio: ["ignore", "pipe", "pipe"],
    // Own process group, so stopping it also stops anything start.mjs spawned.
    detached: true,
  });
  const keep = (chunk) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  return { child, logFile, output: () => output };
}

/**
 * Issue 14: the site on one origin and its platform on another — the simulator run alone (`npm run simulator`) and a
 * second site server pointed at it with CAMSTAGE_API_URL, for the "platform" project's specs.
 */
function startPlatformPair(simPort, sitePort, proxyPort) {
  const simulatorUrl = `http://${HOST}:${simPort}`;
  const siteUrl = `http://${HOST}:${sitePort}`;
  const proxySiteUrl = `http://${HOST}:${proxyPort}`;
  const simulator = startProcess([path.join(root, "node_modules", ".bin", "tsx"), "simulator/src/host/standalone.ts"], {
    PORT: String(simPort),
    HOST,
    CAMSTAGE_SITE_ORIGIN: siteUrl,
    CAMSTAGE_LOGIN_LABELS: "distinct",
  });
  const site = startProcess([process.execPath, "scripts/start.mjs"], { PORT: String(sitePort), HOST, CAMSTAGE_API_URL: `${simulatorUrl}/api`, CAMSTAGE_SKIP_BUILD: "1" });
  // A third: the same platform through the site's own server (CAMSTAGE_API_PROXY=1); its origin gets no CORS answer.
  const proxySite = startProcess([process.execPath, "scripts/start.mjs"], {
    PORT: String(proxyPort),
    HOST,
    CAMSTAGE_API_URL: `${simulatorUrl}/api`,
    CAMSTAGE_API_PROXY: "1",
    CAMSTAGE_SKIP_BUILD: "1",
  });
  return { simulator, site, proxySite, simulatorUrl, siteUrl, proxySiteUrl, parts: [simulator, site, proxySite] };
}

function startProcess([command, ...args], extraEnv) {
  let output = "";
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...extraEnv }, stdio: ["ignore", "pipe", "pipe"], detached: true });
  const keep = (chunk) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  return { child, logFile: path.join(root, "test-results", `${path.basename(args.at(-1), path.extname(args.at(-1)))}-${extraEnv.PORT}.log`), output: () => output };
}

function stopServer(server) {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const pid = server.child.pid;
    const hardKill = setTimeout(() => {
      try {
        process.kill(-pid, "SIGKILL");
      } catch {
        // already gone
      }
    }, 5_000);
    server.child.once("exit", () => {
      clearTimeout(hardKill);
      resolve();
    });
    try {
      process.kill(-pid, "SIGTERM");
    } catch {
      clearTimeout(hardKill);
      resolve();
    }
  });
}

async function waitForReady(server, baseURL) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`the server exited (${server.child.exitCode ?? server.child.signalCode}) before it was ready`);
    }
    // The "ready at" line or a 200 on / — whichever comes first.
    if (/ready at/i.test(server.output()) || (await httpOk(baseURL + "/"))) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server did not answer 200 on ${baseURL}/ within ${START_TIMEOUT_MS / 1000} s`);
}

async function main() {
  const chromium = findChromium();
  log(`Chromium: ${chromium.path} (${chromium.source})`);
  const env = { ...process.env };
  if (chromium.source !== "Playwright's own browser") env.CHROMIUM_PATH = chromium.path;

  let server;
  let pair;
  let baseURL = process.env.BASE_URL;
  const onSignal = async (sig) => {
    await stopServer(server);
    if (pair) await Promise.all(pair.parts.map(stopServer));
    process.exit(sig === "SIGINT" ? 130 : 143);
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);

  if (!baseURL) {
    await buildIfStale();
    const port = await pickPort();
    baseURL = `http://${HOST}:${port}`;
    log(`starting the server on ${baseURL}…`);
    const t0 = Date.now();
    server = startServer(port);
    try {
      await waitForReady(server, baseURL);
    } catch (err) {
      console.error(`[e2e] ${err.message}. Server output:\n${server.output().slice(-4_000)}`);
      await stopServer(server);
      process.exit(1);
    }
    log(`server ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
  env.BASE_URL = baseURL;

  // The "platform" project (issue 14) needs the simulator alone and a site pointed at it; started when it runs.
  const wantsPlatform = !screenshots && (passThrough.length === 0 || passThrough.some((arg) => /platform/.test(arg)));
  if (wantsPlatform) {
    await buildIfStale();
    // Away from the specs' own server (5199…): the simulator first, the site after it.
    const simPort = await pickPort(5300);
    const sitePort = await pickPort(simPort + 1);
    const proxyPort = await pickPort(sitePort + 1);
    pair = startPlatformPair(simPort, sitePort, proxyPort);
    try {
      await Promise.all([waitForReady(pair.simulator, pair.simulatorUrl), waitForReady(pair.site, pair.siteUrl), waitForReady(pair.proxySite, pair.proxySiteUrl)]);
    } catch (err) {
      console.error(`[e2e] the platform pair: ${err.message}.\n${pair.parts.map((part) => part.output().slice(-2_000)).join("\n")}`);
      await Promise.all([...pair.parts.map(stopServer), stopServer(server)]);
      process.exit(1);
    }
    log(`platform ready: simulator ${pair.simulatorUrl}, site ${pair.siteUrl} (direct), site ${pair.proxySiteUrl} (proxy)`);
    env.PLATFORM_SITE_URL = pair.siteUrl;
    env.PLATFORM_PROXY_SITE_URL = pair.proxySiteUrl;
    env.PLATFORM_SIMULATOR_URL = pair.simulatorUrl;
  }

  const config = screenshots ? "specs/screenshots.config.ts" : "specs/playwright.config.ts";
  const playwright = (extra) => run("npx", ["--no-install", "playwright", "test", "-c", config, ...extra, ...passThrough], { env });
  // The whole suite runs in two phases: the site's specs, then the live room's (project "live"). Live video and
  // busy chat rooms take much of a small machine's CPU; beside them the account journeys would wait on timers.
  // Given arguments (a file, a grep, a project), Playwright runs once with them.
  let code;
  if (screenshots || passThrough.length > 0) code = await playwright([]);
  else {
    const site = await playwright(["--project", "site"]);
    const live = await playwright(["--project", "live"]);
    const platform = await playwright(["--project", "platform"]);
    code = [site, live, platform].find((c) => c !== 0) ?? 0;
  }
  if (pair) {
    await Promise.all(pair.parts.map(stopServer));
    mkdirSync(path.join(root, "test-results"), { recursive: true });
    for (const part of pair.parts) writeFileSync(part.logFile, part.output());
  }

  if (server) {
    await stopServer(server);
    // Keep the server's output next to Playwright's results for reading failures.
    mkdirSync(path.dirname(server.logFile), { recursive: true });
    writeFileSync(server.logFile, server.output());
    if (code !== 0) log(`server output saved to ${path.relative(root, server.logFile)}`);
  }
  process.exit(code);
}

main().catch(async (err) => {
  console.error(`[e2e] ${err.stack ?? err}`);
  process.exit(1);
});
