import { defineConfig } from "@lingui/cli";

// §1 Languages: nl (default and fallback) and en are routable; the other catalogues exist for later.
export default defineConfig({
  sourceLocale: "en",
  locales: ["nl", "en", "fr", "de", "es", "it", "ro", "ru", "be"],
  fallbackLocales: { default: "nl" },
  catalogs: [
    {
      path: "<rootDir>/app/src/locales/{locale}",
      include: ["<rootDir>/views/src", "<rootDir>/app/src"],
      exclude: ["**/node_modules/**", "**/*.test.*", "**/*.stories.*"],
    },
  ],
  format: "po",
});
