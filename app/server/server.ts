import http from "node:http";
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from "express";
import { SIMULATOR_BASES, legacyRedirect, matchRoute, requestUrl, splitLocale } from "@camstage/core";
import { API_KEY_META, API_META } from "../src/platform/runtime-config";
import { securityHeaders } from "./security-headers";
import { indexHtmlReader, staticFiles } from "./static-files";

export interface SiteServerOptions {
  /** The Vite build (app/dist). */
  readonly distDir: string;
  /** A real platform; when unset the simulator is mounted (simulator mode, the default). */
  readonly apiUrl?: string | undefined;
  readonly apiKey?: string | undefined;
  /** Tests replace the simulator host. */
  readonly mountSimulator?: (app: Express, server: http.Server) => unknown;
}

/** Paths the simulator answers; they are not site routes, so the legacy rules and the SPA leave them alone. */
const SIMULATOR_PREFIXES = ["/simulator", "/socket.io", ...new Set(Object.values(SIMULATOR_BASES).map((base) => `/${base.split("/")[1]}`))];
const isSimulatorPath = (path: string) => SIMULATOR_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** index.html with the real platform's address for the browser (meta tags: no inline script, DESIGN §7). */
export function renderIndexHtml(template: string, options: Pick<SiteServerOptions, "apiUrl" | "apiKey">): string {
  const tags = [
    options.apiUrl ? `<meta name="${API_META}" content="${escapeAttribute(options.apiUrl)}" />` : "",
    options.apiKey ? `<meta name="${API_KEY_META}" content="${escapeAttribute(options.apiKey)}" />` : "",
  ].join("");
  return tags === "" ? template : template.replace("</head>", `    ${tags}\n  </head>`);
}

/** §2.1 legacy URLs answer with a real 301 before anything else (core's rules, shared with the client router). */
export const legacyRedirects: RequestHandler = (req, res, next) => {
  if ((req.method !== "GET" && req.method !== "HEAD") || isSimulatorPath(req.path)) return next();
  const url = requestUrl(req.originalUrl, "http://site.invalid");
  const redirect = url ? legacyRedirect(url) : null;
  if (!redirect) return next();
  res.setHeader("Cache-Control", "public, max-age=3600");
  res.redirect(redirect.status, redirect.location);
};

/** 200 for every §2.1 route, 404 for the /404 route and for missing files. */
export function spaStatus(pathname: string): 200 | 404 | "file" {
  const { rest } = splitLocale(pathname);
  const last = rest.split("/").pop() ?? "";
  // A missing asset (anything with an extension) is not a page.
  if (/\.[a-z0-9]{1,8}$/i.test(last)) return "file";
  const match = matchRoute(rest);
  if (!match || match.route.name === "404") return 404;
  return 200;
}

export async function createSiteServer(options: SiteServerOptions) {
  const app = express();
  const server = http.createServer(app);
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");

  app.use(legacyRedirects);

  const simulatorMode = !options.apiUrl;
  if (simulatorMode) {
    const mount = options.mountSimulator ?? (await import("@camstage/simulator")).mountSimulator;
    await mount(app, server);
  }

  const apiOrigins = options.apiUrl ? [new URL(options.apiUrl).origin] : [];
  app.use(securityHeaders({ apiOrigins }));
  app.use(staticFiles(options.distDir));

  const page = indexHtmlReader(options.distDir, (template) => renderIndexHtml(template, options));

  app.use((req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || isSimulatorPath(req.path)) return next();
    const status = spaStatus(req.path);
    if (status === "file") return next();
    res.status(status).type("html").setHeader("Cache-Control", "no-cache");
    res.send(page());
  });

  app.use((_req, res) => {
    res.status(404).type("text").send("Not found");
  });

  const errors: ErrorRequestHandler = (error: { status?: number; statusCode?: number }, _req, res, _next) => {
    const status = error.status ?? error.statusCode ?? 500;
    if (status >= 500) console.error(error);
    if (!res.headersSent) res.status(status).type("text").send(status === 404 ? "Not found" : "Server error");
  };
  app.use(errors);

  return { app, server };
}
