import { defineConfig } from "@playwright/test";
import { chromiumUse, demoServer, siteServer, storiesServer } from "./playwright.config";

// `npm run screenshots`: PNGs into the git-ignored screenshots/ folder (issue 2); each in a simulator world of its own.
export default defineConfig({
  testDir: ".",
  testMatch: "screenshots.ts",
  outputDir: "../test-results/screenshots",
  workers: 1,
  reporter: "list",
  timeout: 120_000,
  // Issue 30: the static demo's screens too (its test build, served as files), and Ladle's page stories.
  webServer: [...(process.env.BASE_URL ? [] : [siteServer]), demoServer, storiesServer],
  use: chromiumUse,
  projects: [
    { name: "desktop", use: { viewport: { width: 1280, height: 800 } } },
    { name: "mobile", use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  ],
});
