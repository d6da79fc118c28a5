import path from "node:path";
import { fileURLToPath } from "node:url";
import { createSiteServer } from "./server";
import { parseTrustedProxies } from "./trusted-proxies";

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const host = process.env.HOST || "127.0.0.1";
const port = Number(process.env.PORT || 5173);
const apiUrl = process.env.CAMSTAGE_API_URL || undefined;
// The build to serve: app/dist, or another (scripts/start.mjs passes build/site-test for CAMSTAGE_BUILD=test).
const distDir = process.env.CAMSTAGE_DIST_DIR ? path.resolve(process.env.CAMSTAGE_DIST_DIR) : path.join(appRoot, "dist");

const { server } = await createSiteServer({
  distDir,
  apiUrl,
  apiKey: process.env.CAMSTAGE_API_KEY,
  apiProxy: process.env.CAMSTAGE_API_PROXY === "1",
  trustedProxies: parseTrustedProxies(process.env.CAMSTAGE_TRUSTED_PROXIES),
  renderCacheSeconds: process.env.CAMSTAGE_RENDER_CACHE_SECONDS ? Number(process.env.CAMSTAGE_RENDER_CACHE_SECONDS) : undefined,
}).catch((error: Error) => {
  // A missing build or a bad CAMSTAGE_TRUSTED_PROXIES: say what to do, not a stack.
  console.error(`Camstage could not start: ${error.message}`);
  process.exit(1);
});

server.on("error", (error) => {
  console.error(`Camstage could not listen on ${host}:${port}: ${error.message}`);
  process.exit(1);
});

server.listen(port, host, () => {
  const shown = host.includes(":") ? `[${host}]` : host;
  console.log(apiUrl ? `Platform: ${apiUrl}${process.env.CAMSTAGE_API_PROXY === "1" ? " (through this server: /api, /socket.io)" : ""}` : "Simulator: QA console at /simulator");
  console.log(`Camstage ready at http://${shown}:${port}`);
});

let closing = false;
const shutdown = () => {
  if (closing) return;
  closing = true;
  server.close(() => process.exit(0));
  server.closeAllConnections();
  // Long-polling and sockets may hold the server open; do not hang a test runner.
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
process.on("SIGHUP", shutdown);
