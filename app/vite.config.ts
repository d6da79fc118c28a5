import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { browserHostFiles } from "./demo/host-files";
import { lingui } from "@lingui/vite-plugin";

const appRoot = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(appRoot, "..");
// Resolved here so the build works from any working directory (Babel resolves plugin names from the cwd).
const linguiMacro = createRequire(import.meta.url).resolve("@lingui/babel-plugin-lingui-macro");

/**
 * `CAMSTAGE_BUILD=test` (scripts/test.mjs, the Playwright specs): the same site without the production-only work —
 * esbuild instead of two terser passes, quick brotli/gzip copies instead of brotli 11 + gzip 9 — written to
 * build/site-test (already ignored by git, ESLint and tsc), so app/dist stays the production build that `npm start`
 * serves and `npm run bench:bundle` measures. Unset (or `production`): the production build into app/dist.
 */
const buildKind = process.env.CAMSTAGE_BUILD || "production";
if (buildKind !== "production" && buildKind !== "test") throw new Error(`CAMSTAGE_BUILD must be "test" or "production" (or unset), not "${buildKind}"`);
const testBuild = buildKind === "test";
const outDir = testBuild ? path.join(repoRoot, "build", "site-test") : path.join(appRoot, "dist");
/**
 * Issue 26: `vite build --ssr` builds the server render (src/entry-server.tsx) for the production server, in a folder
 * of its own beside the browser's (never served as a file): the same name with `-server` (app/server reads it there).
 */
const ssrOutDir = testBuild ? path.join(repoRoot, "build", "site-test-server") : path.join(appRoot, "dist-server");

/**
 * `npm run dev`: the simulator (platform API, media, socket.io, QA console) is mounted on Vite's own HTTP
 * server, so the dev site talks to the same simulator as `npm start`. Skipped when CAMSTAGE_API_URL points
 * at a real platform.
 */
function simulatorPlugin(): Plugin {
  return {
    name: "camstage-simulator",
    apply: "serve",
    async configureServer(server) {
      if (process.env.CAMSTAGE_API_URL || !server.httpServer) return;
      // The simulator is TypeScript run from source (as in production, through tsx).
      const { tsImport } = await import("tsx/esm/api");
      const [{ default: express }, simulator] = await Promise.all([
        import("express"),
        tsImport("@camstage/simulator", import.meta.url) as Promise<typeof import("@camstage/simulator")>,
      ]);
      const app = express();
      await simulator.mountSimulator(app, server.httpServer);
      // Runs before Vite's own middlewares; anything the simulator does not answer falls through to Vite.
      server.middlewares.use(app);
    },
  };
}

/**
 * Writes .br and .gz next to each text asset; the production server sends them when the browser accepts them.
 * The test build writes quick copies: without any the server would brotli every asset at 11 as it starts.
 */
function precompressPlugin(level: { readonly brotli: number; readonly gzip: number }): Plugin {
  return {
    name: "camstage-precompress",
    apply: "build",
    writeBundle(options) {
      const assets = path.join(options.dir ?? outDir, "assets");
      if (!fs.existsSync(assets)) return;
      for (const name of fs.readdirSync(assets)) {
        if (!/\.(js|css|svg|json)$/.test(name)) continue;
        const file = path.join(assets, name);
        const source = fs.readFileSync(file);
        if (source.length < 1024) continue;
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: level.brotli } }));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: level.gzip }));
      }
    },
  };
}

/**
 * A built site's CSS module class: its local name and a short hash of its file (`_button_m253y_1` becomes `button_Xk3fQ`),
 * the same in the browser's build and the server's. Every class name is in the first page's script and its stylesheet,
 * which blocks the first paint (issue 26; ARCHITECTURE §6 home JS budget). A clash stops the build. The dev server and Ladle
 * keep Vite's names.
 */
function shortClassNames(): (local: string, file: string) => string {
  const owners = new Map<string, string>();
  return (local, file) => {
    const source = path.relative(repoRoot, file.split("?")[0]!);
    const owner = `${source}:${local}`;
    // One hash per file: a file's classes share it, which compresses best.
    const name = `${local}_${createHash("sha256").update(source).digest("base64url").slice(0, 5)}`;
    const known = owners.get(name);
    if (known !== undefined && known !== owner) throw new Error(`CSS class name clash: ${known} and ${owner} are both ${name}`);
    owners.set(name, owner);
    return name;
  };
}

/**
 * Build-time patches of dependencies (issue 26), each for a cost the site pays as it starts. A pattern not found stops
 * the build, so an upgrade that changes one is noticed.
 *
 * - Two probes React Aria runs as its modules load (any page with a button loads them) are the site's first Intl
 *   calls, and the first Intl formatter initialises the browser's ICU data: about 30 ms on this machine, some 120 ms
 *   at Lighthouse's 4× CPU, inside one of the start's long tasks. Both probe for what every browser the site supports
 *   has: `signDisplay` (@internationalized/number), and a valid default locale tag (react-aria's default locale, which
 *   validated the browser's language with a date formatter; `Intl.Locale` throws the same RangeError without the ICU
 *   formats). The site never uses that default anyway: it gives React Aria the route's language (shell/root-layout.tsx,
 *   §1).
 * - React Aria's `useIsSSR` (true while a server render is made and hydrated) is a `useSyncExternalStore` whose browser
 *   value differs from its server value: as soon as hydration committed, React re-rendered every component that reads
 *   it (its buttons, tabs, locale and focus hooks) at once, in one blocking task — the longest after the first paint,
 *   100–150 ms at 4× CPU on a profile. It reads the site's own flag instead (platform/hydration.tsx), true on the
 *   server and while hydrating, turned false in a transition: the same values, re-rendered in slices React can
 *   interrupt. The server's render loads React Aria unbundled, unpatched: the same `true` there.
 */
const DEPENDENCY_PATCHES: readonly { readonly file: RegExp; readonly probe: RegExp; readonly replacement: string; readonly prepend?: string }[] = [
  {
    file: /[\\/]@internationalized[\\/]number[\\/]dist[\\/]private[\\/]NumberFormatter\.mjs$/,
    probe: /new Intl\.NumberFormat\('de-DE',\s*\{\s*signDisplay: 'exceptZero'\s*\}\)\.resolvedOptions\(\)\.signDisplay === 'exceptZero'/,
    replacement: "true",
  },
  {
    file: /[\\/]react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]useDefaultLocale\.mjs$/,
    probe: /Intl\.DateTimeFormat\.supportedLocalesOf\(\[\s*locale\s*\]\)/,
    replacement: "new Intl.Locale(locale)",
  },
  {
    file: /[\\/]react-aria[\\/]dist[\\/]private[\\/]ssr[\\/]SSRProvider\.mjs$/,
    probe: /\(0, (\$\w+\$react)\)\['useSyncExternalStore'\]\(\$\w+\$var\$subscribe, \$\w+\$var\$getSnapshot, \$\w+\$var\$getServerSnapshot\)/,
    replacement: "(0, $1).useContext($$camstageHydrating)",
    prepend: `import { Hydrating as $camstageHydrating } from ${JSON.stringify(path.join(appRoot, "src", "platform", "hydrating-context.ts"))};\n`,
  },
];

function dependencyPatchesPlugin(): Plugin {
  return {
    name: "camstage-dependency-patches",
    apply: "build",
    transform(code, id) {
      const found = DEPENDENCY_PATCHES.find((each) => each.file.test(id));
      if (found === undefined) return null;
      if (!found.probe.test(code)) throw new Error(`${id}: the code patched here changed; look again at DEPENDENCY_PATCHES (app/vite.config.ts)`);
      return { code: (found.prepend ?? "") + code.replace(found.probe, found.replacement), map: null };
    },
  };
}

/**
 * Issue 30: `npm run build:demo` (`--mode demo`) builds the static demo into app/dist-demo (the test build's into
 * build/demo-test, scripts/start.mjs --demo): the same site, whose first
 * script starts the simulator in the page (app/demo/demo-entry.ts) before the site's own entry. MSW's service worker is
 * the demo's `/sw.js`, the script the site registers as its service worker anyway (src/service-worker.ts), so the two
 * never compete for the scope. The production build has none of it.
 */
const demoOutDir = testBuild ? path.join(repoRoot, "build", "demo-test") : path.join(appRoot, "dist-demo");
function demoPlugin(): Plugin {
  const entry = '<script type="module" src="/src/entry.ts"></script>';
  return {
    name: "camstage-demo",
    apply: "build",
    transformIndexHtml: {
      // Before Vite builds the page's scripts, so that it builds this one.
      order: "pre",
      handler(html) {
        if (!html.includes(entry)) throw new Error("index.html no longer loads /src/entry.ts: look again at demoPlugin (app/vite.config.ts)");
        return html.replace(entry, '<script type="module" src="/demo/demo-entry.ts"></script>');
      },
    },
  };
}

/** Core modules are pure (ARCHITECTURE §2): let the bundler drop what a chunk does not use from the barrels. */
const pureWorkspaceModule = (id: string) => !/[\\/](core|views)[\\/]src[\\/].*\.tsx?$/.test(id);

export default defineConfig(({ command, isSsrBuild, mode }) => ({
  root: appRoot,
  css: command === "build" ? { modules: { generateScopedName: shortClassNames() } } : {},
  publicDir: path.join(appRoot, "public"),
  plugins: [
    react({ babel: { plugins: [linguiMacro] } }),
    lingui({ configPath: path.join(repoRoot, "lingui.config.ts") }),
    simulatorPlugin(),
    dependencyPatchesPlugin(),
    isSsrBuild ? null : precompressPlugin(testBuild ? { brotli: 4, gzip: 6 } : { brotli: 11, gzip: 9 }),
    mode === "demo" ? demoPlugin() : null,
    // MSW's worker as the demo's `/sw.js`, the script the site registers as its service worker anyway.
    mode === "demo" && !isSsrBuild ? browserHostFiles({ repoRoot, workerUrl: "/sw.js" }) : null,
  ],
  server: {
    host: process.env.HOST ?? "127.0.0.1",
    port: Number(process.env.PORT ?? 5173),
    strictPort: true,
  },
  preview: {
    host: process.env.HOST ?? "127.0.0.1",
    port: Number(process.env.PORT ?? 5173),
  },
  build: isSsrBuild
    ? {
        outDir: ssrOutDir,
        emptyOutDir: true,
        target: "node20",
        ssr: true,
        rollupOptions: { input: path.join(appRoot, "src", "entry-server.tsx") },
        minify: false,
        sourcemap: false,
        copyPublicDir: false,
      }
    : {
        outDir: mode === "demo" ? demoOutDir : outDir,
        emptyOutDir: true,
        target: "es2022",
        sourcemap: false,
        // One stylesheet for the whole site (about 24 kB with brotli), linked by every page: a server-rendered page
        // arrives styled whatever parts its HTML holds, and no part's styles come later (a late stylesheet restyles the
        // whole page, and moved it: CLS). Issue 26, Lighthouse mobile: seven render-blocking stylesheets on `/en` cost
        // its first paint about 0.6 s.
        cssCodeSplit: false,
        // Terser packs the first page a few kB smaller than the default minifier (ARCHITECTURE §6 home JS budget).
        ...(testBuild
          ? { minify: "esbuild" as const }
          : { minify: "terser" as const, terserOptions: { module: true, ecma: 2020, compress: { passes: 2 }, format: { comments: false } } }),
        // No module preloads: for each lazy chunk Vite's helper appended a <link rel=modulepreload> per dependency, on
        // the main thread, as the site started (52 on `/en`; a quarter of two long tasks at 4× CPU). The browser fetches
        // a chunk's imports itself. Issue 26, Lighthouse mobile, medians of 5 interleaved runs: TBT `/en` 387 → 313 ms,
        // a profile 1098 → 804 ms, LCP unchanged. No polyfill either (ARCHITECTURE §6 home JS budget).
        modulePreload: false,
        // §6 budget: each lazy chunk ≤ 40 kB gzip; warn on anything suspiciously large.
        chunkSizeWarningLimit: 400,
        rollupOptions: {
          treeshake: { moduleSideEffects: pureWorkspaceModule },
          // The first page carries the name of every lazy chunk and its CSS (the preload map): short names keep that
          // list small (ARCHITECTURE §6 home JS budget). The entry keeps its name.
          output: {
            // React DOM's renderer comes in a chunk of its own that every page loads as it starts (main.tsx): named so
            // that `npm run bench:bundle` counts it in the first page's script.
            chunkFileNames: (chunk) =>
              chunk.moduleIds.some((id) => id.includes("/node_modules/hls.js/"))
                ? "assets/hls-[hash].js"
                : chunk.moduleIds.some((id) => id.endsWith("/app/src/hydrate-page.tsx"))
                  ? "assets/render-[hash].js"
                  : "assets/c-[hash].js",
            assetFileNames: (asset) => (asset.names.some((name) => name.endsWith(".css")) ? "assets/s-[hash][extname]" : "assets/[name]-[hash][extname]"),
          },
        },
      },
}));
