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
    // DESIGN §2/§5 views bind to core machines through connect functions and use-<flow> hooks: no router, no
    // fetching, no machine internals (stories, examples and tests may start actors to show a state).
    files: ["views/src/**/*.{ts,tsx}"],
    ignores: ["views/src/**/*.test.{ts,tsx}", "views/src/**/*.stories.tsx", "views/src/**/examples/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: ["@tanstack/*", "msw", "msw/*", "socket.io-client", "@camstage/app", "@camstage/simulator"],
          paths: [{ name: "xstate", importNames: ["createActor", "interpret", "setup", "createMachine"], message: "Views receive actors from the app; they never make or define machines." }],
        },
      ],
      "no-restricted-globals": [
        "error",
        { name: "fetch", message: "Views do no fetching: data comes through props, queries and flows." },
        { name: "XMLHttpRequest", message: "Views do no fetching." },
        { name: "WebSocket", message: "Views open no sockets." },
      ],
      "no-restricted-syntax": [
        "error",
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: "Render user text through the tokenizer (DESIGN §7)." },
        { selector: "CallExpression[callee.property.name='matches']", message: "Views never call matches(): read the flow's connect() flags (DESIGN §5)." },
      ],
    },
  },
  {
    files: ["scripts/**/*.mjs", "**/*.config.{js,mjs}"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly", setTimeout: "readonly", clearTimeout: "readonly", fetch: "readonly" } },
  },
);
