import http from "node:http";
import express, { type RequestHandler } from "express";
import { mountSimulator, simulatorEnvOptions } from "./mount-simulator";

/**
 * `npm run simulator`: the simulator on its own, as the platform of a site served elsewhere (issue 14). QA points any
 * build of the site at it (`CAMSTAGE_API_URL=http://127.0.0.1:5300/api npm start`); the QA console and API live here.
 *
 *   PORT (5300), HOST (127.0.0.1)
 *   CAMSTAGE_SITE_ORIGIN   the site's origin (default http://127.0.0.1:5173): mail and payment links point there,
 *                          and it may call the platform from the browser (CORS)
 *   CAMSTAGE_CORS_ORIGINS  more site origins allowed to call it, comma-separated
 *   CAMSTAGE_QA_KEY, CAMSTAGE_LOGIN_LABELS, CAMSTAGE_SIM_PERFORMERS as for `npm start`
 */
export interface StandaloneOptions {
  readonly siteOrigin: string;
  readonly corsOrigins: readonly string[];
}

export const DEFAULT_SITE_ORIGIN = "http://127.0.0.1:5173";

/** The standalone settings from the environment: the site's origin and every origin allowed to call. */
export const standaloneEnvOptions = (env: Record<string, string | undefined> = process.env): StandaloneOptions => {
  const siteOrigin = env.CAMSTAGE_SITE_ORIGIN?.trim() || DEFAULT_SITE_ORIGIN;
  const more = (env.CAMSTAGE_CORS_ORIGINS ?? "").split(",").map((origin) => origin.trim()).filter((origin) => origin !== "");
  return { siteOrigin, corsOrigins: [...new Set([siteOrigin, ...more])] };
};

/**
 * The simulator names its pictures, streams and payment pages by path (`/simulator/media/…`), which the site resolves
 * against its own origin when both share one. Run alone, it answers as a platform with its files elsewhere would:
 * with absolute URLs on its own origin (and the payment page, which it serves, there rather than on the site's).
 */
export const rewriteLinks = (text: string, ownOrigin: string, siteOrigin: string): string =>
  text.replaceAll('"/simulator/', `"${ownOrigin}/simulator/`).replaceAll(`"${siteOrigin}/simulator/pay/`, `"${ownOrigin}/simulator/pay/`);

/** Applies `rewriteLinks` to the API's JSON answers (buffered: they are small). */
const absoluteLinks = (siteOrigin: string): RequestHandler => (req, res, next) => {
  if (!req.path.startsWith("/api/")) return next();
  const chunks: Buffer[] = [];
  const end = res.end.bind(res);
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk !== undefined && chunk !== null && typeof chunk !== "function") chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
  };
  res.write = ((chunk: unknown, encoding?: unknown) => {
    collect(chunk, encoding);
    return true;
  }) as typeof res.write;
  res.end = ((chunk?: unknown, encoding?: unknown) => {
    collect(chunk, encoding);
    let body = Buffer.concat(chunks);
    if (String(res.getHeader("content-type") ?? "").includes("json")) {
      body = Buffer.from(rewriteLinks(body.toString("utf8"), `${req.protocol}://${req.get("host") ?? ""}`, siteOrigin), "utf8");
      res.setHeader("Content-Length", body.length);
    }
    return end(body);
  }) as typeof res.end;
  next();
};

/** An HTTP server answering as the platform: the simulator mounted, the console at `/`. */
export const createStandaloneSimulator = (options: StandaloneOptions, log?: (line: string) => void) => {
  const app = express();
  app.disable("x-powered-by");
  const server = http.createServer(app);
  // As the site's server: idle connections outlive the clients' pools, so a reused one is never being closed (ECONNRESET).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  app.use(absoluteLinks(new URL(options.siteOrigin).origin));
  const host = mountSimulator(app, server, { ...simulatorEnvOptions(), siteOrigin: options.siteOrigin, corsOrigins: options.corsOrigins, ...(log ? { log } : {}) });
  app.get("/", (_req, res) => res.redirect(302, "/simulator"));
  app.use((_req, res) => void res.status(404).json({ label: "notFound.endpoint" }));
  return { app, server, host };
};

const isMain = process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].replace(/\\/g, "/"));
if (isMain) {
  const options = standaloneEnvOptions();
  const port = Number(process.env.PORT || 5300);
  const listenHost = process.env.HOST || "127.0.0.1";
  const { server } = createStandaloneSimulator(options);
  server.on("error", (error) => {
    console.error(`The simulator could not listen on ${listenHost}:${port}: ${error.message}`);
    process.exit(1);
  });
  server.listen(port, listenHost, () => {
    const base = `http://${listenHost.includes(":") ? `[${listenHost}]` : listenHost}:${port}`;
    console.log(`Simulator (platform) ready at ${base}: API ${base}/api, QA console ${base}/simulator`);
    console.log(`Sites allowed to call it: ${options.corsOrigins.join(", ")}`);
  });
  const shutdown = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
    setTimeout(() => process.exit(0), 2000).unref();
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, shutdown);
}
