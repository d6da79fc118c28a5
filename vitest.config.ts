import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { lingui } from "@lingui/vite-plugin";

// One Vitest project per package (DESIGN §2). Playwright specs (*.e2e.ts) run separately.
export default defineConfig({
  test: {
    projects: [
      { test: { name: "core", root: "core", environment: "node", include: ["src/**/*.test.ts"] } },
      { test: { name: "simulator", root: "simulator", environment: "node", include: ["src/**/*.test.ts"] } },
      { test: { name: "server", root: "app", environment: "node", include: ["server/**/*.test.ts"] } },
      {
        plugins: [react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } }), lingui()],
        test: { name: "views", root: "views", environment: "jsdom", include: ["src/**/*.test.{ts,tsx}"] },
      },
      {
        plugins: [react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } }), lingui()],
        test: { name: "app", root: "app", environment: "jsdom", include: ["src/**/*.test.{ts,tsx}"] },
      },
    ],
  },
});
