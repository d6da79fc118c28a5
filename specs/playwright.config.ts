import { existsSync } from "node:fs";
import { defineConfig, type PlaywrightTestConfig } from "@playwright/test";

// `scripts/e2e.mjs` resolves Chromium (DESIGN §4) and passes it in; run directly, fall back to Debian's.
const executablePath =
  process.env.CHROMIUM_PATH || (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

export const baseURL = process.env.BASE_URL ?? "http://127.0.0.1:5199";

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

export default defineConfig({
  testDir: ".",
  testMatch: "*.e2e.ts",
  outputDir: "../test-results/e2e",
  // The machine is small and the simulator world is shared: at most two browsers at once.
  workers: Math.min(2, Number(process.env.E2E_WORKERS ?? 2)),
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  // Generous: on a loaded two-core machine a sign-up (two password hashes, the session's and the dialogs' code) or a
  // whole account journey takes several times what it takes on a quiet one. Nothing waits on wall-clock speed.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  globalSetup: "./global-setup.ts",
  use: {
    ...chromiumUse,
    viewport: { width: 1280, height: 800 },
    // Traces only on the CI retry: recording every test costs the small machine too much.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
  },
  // `npm run test:e2e` runs "site", then "live" (the live room's specs, which play video: scripts/e2e.mjs).
  // Then "platform" (issue 14): the site on one origin, the simulator alone on another (scripts/e2e.mjs starts them).
  projects: [
    { name: "site", testIgnore: /(stream|platform).*\.e2e\.ts$/ },
    { name: "live", testMatch: /stream.*\.e2e\.ts$/ },
    // One at a time: its outage spec takes the platform down, which no other spec may see.
    { name: "platform", testMatch: /platform.*\.e2e\.ts$/, workers: 1, use: { baseURL: process.env.PLATFORM_SITE_URL ?? baseURL } },
  ],
});
