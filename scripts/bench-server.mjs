// What the benchmark scripts share: Chromium's path and flags, and `npm start` on a free port.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

/** CHROMIUM_PATH, else Debian's; undefined lets Playwright use its own, if installed. */
export function chromiumPath() {
  for (const candidate of [process.env.CHROMIUM_PATH, "/usr/bin/chromium"]) if (candidate && existsSync(candidate)) return candidate;
  return undefined;
}

const freePort = () =>
  new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

/**
 * `BASE_URL` when set (a server you started), else `npm start` on a free port with `env` added (it builds app/dist
 * when stale); resolves once the server says it is ready, with its URL and its stop.
 */
export async function benchServer(env = {}) {
  if (process.env.BASE_URL) return { url: process.env.BASE_URL.replace(/\/$/, ""), stop: () => undefined };
  const port = await freePort();
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  });
  await new Promise((resolve, reject) => {
    let output = "";
    const onData = (chunk) => {
      output += chunk;
      if (!output.includes("Camstage ready at")) return;
      // Keep draining the server's output, without holding on to it.
      child.stdout.off("data", onData);
      child.stdout.resume();
      resolve();
    };
    child.stdout.on("data", onData);
    child.on("exit", (code) => reject(new Error(`the server stopped (exit ${code}) before it was ready:\n${output}`)));
  });
  const stop = () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  return { url: `http://127.0.0.1:${port}`, stop };
}
