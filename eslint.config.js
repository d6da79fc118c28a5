import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

// ARCHITECTURE §2: views import only @camstage/core of the workspace, and of TanStack only the virtualiser (§5 long lists).
const VIEWS_FORBIDDEN_MODULES = [
  { group: ["@tanstack/*", "!@tanstack/react-virtual", "!@tanstack/virtual-core"], message: "Views import no router and no query client: the app passes data, links and callbacks in (ARCHITECTURE §2)." },
  { group: ["socket.io-client", "socket.io-client/*", "msw", "msw/*"], message: "Views open no sockets and mock nothing: realtime reaches them through core flows." },
  { group: ["@camstage/app", "@camstage/app/*", "@camstage/simulator", "@camstage/simulator/*", "**/app/src/**", "**/simulator/src/**"], message: "Views import only @camstage/core of the workspace (ARCHITECTURE §2)." },
];
// Views receive actors from the app's session (so every event reaches the event log); they never make or define machines.
const VIEWS_NO_MACHINES = [
  { name: "xstate", importNames: ["createActor", "interpret", "createMachine", "setup"], message: "Views receive actors from the app's session; they never make or define machines (ARCHITECTURE §3)." },
  { name: "@xstate/react", importNames: ["useMachine", "useActorRef", "useActor"], message: "Views never make actors: a views hook takes the flow's connect() result, which the app gives it with useFlow (ARCHITECTURE §2)." },
];
const VIEWS_NO_NETWORK = ["fetch", "XMLHttpRequest", "WebSocket", "EventSource"];

export default tseslint.config(
  { ignores: ["**/node_modules/**", "**/dist/**", "**/dist-server/**", "**/dist-demo/**", "screenshots/**", "test-results/**", "playwright-report/**", ".ladle-build/**", "build/**", "**/*.po.js", "app/src/locales/*.js"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-syntax": ["error", { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: "Render user text through the tokenizer (ARCHITECTURE §7)." }],
    },
  },
  {
    files: ["core/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: ["react", "react-*", "@xstate/react", "@tanstack/*", "msw", "msw/*", "@camstage/views", "@camstage/app", "@camstage/simulator"] }],
    },
  },
  {
    // ARCHITECTURE §2/§5 views bind to core machines only through connect functions and use-<flow> hooks: no router or
    // query client, no fetching or sockets, no machine internals, and only @camstage/core of the workspace.
    files: ["views/src/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: VIEWS_FORBIDDEN_MODULES, paths: VIEWS_NO_MACHINES }],
      "no-restricted-globals": ["error", ...VIEWS_NO_NETWORK.map((name) => ({ name, message: "Views do no fetching and open no sockets: data comes through props, queries and flows." }))],
      "no-restricted-properties": [
        "error",
        ...["window", "globalThis", "self"].flatMap((object) =>
          VIEWS_NO_NETWORK.map((property) => ({ object, property, message: "Views do no fetching and open no sockets: data comes through props, queries and flows." })),
        ),
      ],
      "no-restricted-syntax": [
        "error",
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: "Render user text through the tokenizer (ARCHITECTURE §7)." },
        { selector: "CallExpression[callee.property.name=/^(matches|hasTag|can)$/]", message: "Views never read machine internals (matches, hasTag, can): use the flow's connect() flags (ARCHITECTURE §5)." },
        { selector: "ImportExpression[source.value=/^(@tanstack.(?!react-virtual|virtual-core)|socket[.]io-client|msw|@camstage.(app|simulator))/]", message: "Views import no router, query client, socket, mock, app or simulator (ARCHITECTURE §2)." },
      ],
    },
  },
  {
    // Stories, examples and tests show a state on a real machine, so they may start their own actors; the rest holds.
    files: ["views/src/**/*.test.{ts,tsx}", "views/src/**/*.stories.tsx", "views/src/**/examples/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: VIEWS_FORBIDDEN_MODULES }],
    },
  },
  {
    files: ["scripts/**/*.mjs", "**/*.config.{js,mjs}"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly", setTimeout: "readonly", clearTimeout: "readonly", fetch: "readonly" } },
  },
);
