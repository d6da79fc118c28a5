import { fileURLToPath } from "node:url";

/** The QA console page's script: TypeScript in page/, from main.ts (ARCHITECTURE §2 console/). */
const ENTRY = fileURLToPath(new URL("./page/main.ts", import.meta.url));

let built: Promise<string> | undefined;

/**
 * The console's script as the browser runs it (`GET /simulator/console.js`): page/main.ts and what it imports bundled
 * into one ES module by esbuild. The simulator runs from source (tsx), so it is built on the first request and kept
 * for the process's life: a few tens of milliseconds, once. A file of its own, not inline: the site's
 * Content-Security-Policy allows `script-src 'self'` only (ARCHITECTURE §7). A failed build is tried again next time.
 */
export const consoleScript = (): Promise<string> => {
  built ??= bundle().catch((error: unknown) => {
    built = undefined;
    throw error;
  });
  return built;
};

const bundle = async () => {
  // esbuild is the simulator's devDependency, as tsx (which runs it) is the site's: loaded only when the page is asked for.
  const { build } = await import("esbuild");
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    charset: "utf8",
    legalComments: "none",
    write: false,
    logLevel: "silent",
  });
  const [output] = result.outputFiles;
  if (output === undefined) throw new Error("esbuild wrote no console script");
  return output.text;
};
