import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { lingui } from "@lingui/vite-plugin";

// One Vitest project per package (ARCHITECTURE §2). Playwright specs (*.e2e.ts) run separately.
// Property and model tests run a bounded number of cases; the timeout only catches a hang, so it holds on a slow,
// loaded machine (a 60-run replay property takes ~2 s alone and over 5 s beside the browser specs). The React tiers
// share one setup: Testing Library's async helpers wait up to 10 s there instead of 1 s.
const testTimeout = 30_000;
const ownModules = "src/search/lazy-search-box.test.tsx";
/** The React tiers compile JSX and Lingui's macros as the site's build does. */
const reactPlugins = () => [react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } }), lingui()];
export default defineConfig({
  test: {
    // Vitest's default leaves a core idle (cores − 1): on a two-core machine that is one worker for 1,700 tests.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      // Test files share a worker's module cache (`isolate: false`): each file builds its own actors, worlds and
      // servers and leaves no global behind (the React tiers unmount after every test: views/vitest.setup.ts), and
      // re-importing effect, xstate, React Aria and the simulator for each of 255 files was most of their time
      // (measured alone on two cores: core 129 s → 65 s, simulator 76 s → 32 s, views 82 s → 36 s).
      { test: { name: "core", root: "core", environment: "node", include: ["src/**/*.test.ts"], testTimeout, isolate: false } },
      { test: { name: "simulator", root: "simulator", environment: "node", include: ["src/**/*.test.ts"], exclude: ["src/browser-host/**"], testTimeout, isolate: false } },
      // Issue 30: the browser host's sockets on MSW's WebSocket interception, which patches the global WebSocket for
      // each file's server: a file of its own module cache each, so one file's interception never hears another's.
      { test: { name: "simulator-isolated", root: "simulator", environment: "node", include: ["src/browser-host/**/*.test.ts"], testTimeout } },
      { test: { name: "server", root: "app", environment: "node", include: ["server/**/*.test.ts"], testTimeout, isolate: false } },
      {
        plugins: reactPlugins(),
        test: { name: "views", root: "views", environment: "jsdom", include: ["src/**/*.test.{ts,tsx}"], exclude: [ownModules], setupFiles: ["./vitest.setup.ts"], testTimeout, isolate: false },
      },
      // A test that counts how often a module is loaded (vi.mock) needs a module cache of its own.
      {
        plugins: reactPlugins(),
        test: { name: "views-isolated", root: "views", environment: "jsdom", include: [ownModules], setupFiles: ["./vitest.setup.ts"], testTimeout },
      },
      {
        plugins: reactPlugins(),
        test: { name: "app", root: "app", environment: "jsdom", include: ["src/**/*.test.{ts,tsx}"], setupFiles: ["../views/vitest.setup.ts"], testTimeout, isolate: false },
      },
    ],
  },
});
