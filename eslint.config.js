import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

export default tseslint.config(
  { ignores: ["**/node_modules/**", "**/dist/**", "screenshots/**", "test-results/**", "playwright-report/**", ".ladle-build/**", "build/**", "**/*.po.js", "app/src/locales/*.js"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-syntax": ["error", { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: "Render user text through the tokenizer (DESIGN §7)." }],
    },
  },
  {
    files: ["core/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: ["react", "react-*", "@xstate/react", "@tanstack/*", "msw", "msw/*", "@camstage/views", "@camstage/app", "@camstage/simulator"] }],
    },
  },
  {
    files: ["scripts/**/*.mjs", "**/*.config.{js,mjs}"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly", setTimeout: "readonly", clearTimeout: "readonly", fetch: "readonly" } },
  },
);
