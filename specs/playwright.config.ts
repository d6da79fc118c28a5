import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type PlaywrightTestConfig } from "@playwright/test";
import type { WorldOptions } from "./fixtures";

// `scripts/e2e.mjs` resolves Chromium (ARCHITECTURE §4) and passes it in; run directly, fall back to Debian's.
const executablePath =
  process.env.CHROMIUM_PATH || (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

const HOST = "127.0.0.1";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
/** The site the specs drive (the test build, with the simulator): BASE_URL when one runs already, else started here. */
export const baseURL = process.env.BASE_URL ?? `http://${HOST}:${port("E2E_PORT", 5199)}`;
// Issue 14: the simulator run alone as a platform on its own origin, a site pointed at it, and one that proxies to it.
const simulatorPort = port("E2E_PLATFORM_PORT", 5300);
export const platformSimulatorURL = `http://${HOST}:${simulatorPort}`;
const platformSiteURL = `http://${HOST}:${simulatorPort + 1}`;
const platformProxySiteURL = `http://${HOST}:${simulatorPort + 2}`;
// The specs' models read them (specs/models/platform.model.ts).
Object.assign(process.env, { PLATFORM_SIMULATOR_URL: platformSimulatorURL, PLATFORM_SITE_URL: platformSiteURL, PLATFORM_PROXY_SITE_URL: platformProxySiteURL });

export const chromiumUse: PlaywrightTestConfig["use"] = {
  browserName: "chromium",
  baseURL,
  launchOptions: {
    executablePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
    ],
  },
};

/** A server Playwright starts before the tests and stops after them; its output goes to the list reporter on failure. */
type WebServer = Extract<NonNullable<PlaywrightTestConfig["webServer"]>, { command: string }>;
const server = (name: string, command: string, url: string, env: Record<string, string>): WebServer => ({
  name,
  command,
  cwd: root,
  url,
  env: { HOST, ...env },
  // The first start builds the test build (a minute or two on a small machine).
  timeout: 600_000,
  reuseExistingServer: process.env.E2E_REUSE_SERVERS === "1",
  stdout: "ignore",
  stderr: "pipe",
  gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
});

/**
 * The specs' servers, started one after another: the site with the simulator (the test build, built when stale), then
 * the platform's three. The specs read §8's distinct messages for an unknown and a deleted account, which the simulator
 * gives only when asked (CAMSTAGE_LOGIN_LABELS=distinct).
 */
export const siteServer = server("site", "node scripts/start.mjs", baseURL, {
  PORT: new URL(baseURL).port, CAMSTAGE_BUILD: "test", CAMSTAGE_LOGIN_LABELS: "distinct",
});
// Issue 30: the static demo (the test build's), served as files: the simulator runs in its pages.
export const demoURL = `http://${HOST}:${port("E2E_DEMO_PORT", 5190)}`;
export const demoServer = server("demo", "node scripts/start.mjs --demo", demoURL, { PORT: new URL(demoURL).port, CAMSTAGE_BUILD: "test" });
// Issue 30: Ladle's build (.ladle-build: `npm test` makes it afresh, `npm run stories:build`; built here when there is
// none), served as files: its page stories run the simulator in the page.
export const storiesURL = `http://${HOST}:${port("E2E_STORIES_PORT", 5191)}`;
export const storiesServer = server("stories", "(test -f .ladle-build/index.html || node_modules/.bin/ladle build) && node scripts/serve-static.mjs .ladle-build", storiesURL, {
  PORT: new URL(storiesURL).port,
});
const platformServers = [
  server("platform simulator", "node_modules/.bin/tsx simulator/src/host/standalone.ts", `${platformSimulatorURL}/simulator`, {
    PORT: String(simulatorPort), CAMSTAGE_SITE_ORIGIN: platformSiteURL, CAMSTAGE_LOGIN_LABELS: "distinct",
  }),
  server("platform site", "node scripts/start.mjs", platformSiteURL, {
    PORT: String(simulatorPort + 1), CAMSTAGE_BUILD: "test", CAMSTAGE_SKIP_BUILD: "1", CAMSTAGE_API_URL: `${platformSimulatorURL}/api`,
  }),
  server("platform proxy site", "node scripts/start.mjs", platformProxySiteURL, {
    PORT: String(simulatorPort + 2), CAMSTAGE_BUILD: "test", CAMSTAGE_SKIP_BUILD: "1", CAMSTAGE_API_URL: `${platformSimulatorURL}/api`, CAMSTAGE_API_PROXY: "1",
  }),
];

export default defineConfig<WorldOptions>({
  testDir: ".",
  testMatch: "*.e2e.ts",
  outputDir: "../test-results/e2e",
  // Each test has a simulator world of its own (specs/fixtures.ts, issue 25), so every test may run beside any other.
  fullyParallel: true,
  // The machine has two cores: two browsers at once.
  workers: Math.min(2, Number(process.env.E2E_WORKERS ?? 2)),
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["./phase-reporter.ts"]],
  // Generous: on a loaded two-core machine a sign-up (two password hashes, the session's and the dialogs' code) or a
  // whole account journey takes several times what it takes on a quiet one. Nothing waits on wall-clock speed.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  webServer: [...(process.env.BASE_URL ? [] : [siteServer]), ...platformServers, demoServer, storiesServer],
  use: {
    ...chromiumUse,
    viewport: { width: 1280, height: 800 },
    // The site's animations stop for visitors who ask for less motion (tokens.css). Without a GPU an idle grid page
    // animating its badges keeps about a quarter of this machine's two cores busy; the specs assert no animation.
    reducedMotion: "reduce",
    // Traces only on the CI retry: recording every test costs the small machine too much.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "site", testIgnore: /(stream|platform|demo|stories).*\.e2e\.ts$/ },
    // The live room's specs: they play video and fill chat rooms.
    { name: "live", testMatch: /stream.*\.e2e\.ts$/ },
    // Issue 14: the site on one origin, the simulator alone on another; its worlds are made there.
    { name: "platform", testMatch: /platform.*\.e2e\.ts$/, use: { baseURL: platformSiteURL, simulatorURL: platformSimulatorURL } },
    // Issue 30: the static demo, on a plain static file server.
    { name: "demo", testMatch: /demo.*\.e2e\.ts$/, use: { baseURL: demoURL } },
    // Issue 30: Ladle's page stories, on a plain static file server.
    { name: "stories", testMatch: /stories.*\.e2e\.ts$/, use: { baseURL: storiesURL } },
  ],
});
