import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from "express";
import { createProxyMiddleware } from "http-proxy-middleware";
import { SIMULATOR_BASES, legacyRedirect, matchRoute, requestUrl, splitLocale, type Api } from "@camstage/core";
import { API_KEY_META, API_META, DEFAULT_API_KEY, basesFor } from "../src/platform/runtime-config";
import { compressResponses } from "./compress-responses";
import { secureEveryResponse } from "./security-headers";
import { REVALIDATE, indexStaticFiles, sendStaticFile, staticFile, staticFiles } from "./static-files";
import { isHttps, trustedProxies } from "./trusted-proxies";
import { mountSitemap } from "./sitemap";
import { RenderCache, SHARED_PAGE_CACHE, WORLD_PAGE_CACHE, loadServerRender, serverRenderedPages, type RenderPlatform } from "./page-render";

export interface SiteServerOptions {
  /** The Vite build (app/dist). */
  readonly distDir: string;
  /** A real platform; when unset the simulator is mounted (simulator mode, the default). */
  readonly apiUrl?: string | undefined;
  readonly apiKey?: string | undefined;
  /**
   * With a real platform: the browser calls it through this server (`/api/…` and the sockets at `/socket.io`, proxied
   * to `apiUrl`), for platforms that answer no CORS (CAMSTAGE_API_PROXY=1). Without it the browser calls it directly.
   */
  readonly apiProxy?: boolean | undefined;
  /**
   * Proxies whose X-Forwarded-* headers count (CAMSTAGE_TRUSTED_PROXIES): addresses, CIDR ranges or `loopback`.
   * None by default: then only a TLS socket is https.
   */
  readonly trustedProxies?: readonly string[] | undefined;
  /** Tests replace the simulator host. */
  readonly mountSimulator?: (app: Express, server: http.Server) => unknown;
  /**
   * Issue 26: how long this process keeps a server-rendered page (CAMSTAGE_RENDER_CACHE_SECONDS); 0 renders every
   * request. By default a minute with a real platform, and 0 in simulator mode, where QA changes the world at will.
   */
  readonly renderCacheSeconds?: number | undefined;
}

/** The render cache's bound: about 400 pages of the grid's size (HTML with its data and compressed copies). */
const RENDER_CACHE_BYTES = 64 * 1024 * 1024;

/** Paths the simulator answers; they are not site routes, so the legacy rules and the SPA leave them alone. */
const SIMULATOR_PREFIXES = ["/simulator", "/socket.io", ...new Set(Object.values(SIMULATOR_BASES).map((base) => `/${base.split("/")[1]}`))];
const isSimulatorPath = (path: string) => SIMULATOR_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** index.html with the real platform's address for the browser (meta tags: no inline script, ARCHITECTURE §7). */
export function renderIndexHtml(template: string, options: Pick<SiteServerOptions, "apiUrl" | "apiKey" | "apiProxy">): string {
  const tags = [
    // Proxied, the platform is the site's own `/api` for the browser (as in simulator mode): no address to give.
    options.apiUrl && !options.apiProxy ? `<meta name="${API_META}" content="${escapeAttribute(options.apiUrl)}" />` : "",
    options.apiKey ? `<meta name="${API_KEY_META}" content="${escapeAttribute(options.apiKey)}" />` : "",
  ].join("");
  return tags === "" ? template : template.replace("</head>", `    ${tags}\n  </head>`);
}

/** The label of a request whose path does not decode (`/%E0%A4%A`). */
export const MALFORMED_PATH_LABEL = "badRequest.path";

/**
 * ARCHITECTURE §7: a malformed request gets a labelled 4xx, never a 5xx. A path whose percent-encoding does not decode
 * is answered here, before any router, the simulator's handlers or the legacy rules try to decode it.
 */
export const rejectMalformedPaths: RequestHandler = (req, res, next) => {
  try {
    decodeURIComponent(req.path);
  } catch {
    return void res.status(400).json({ label: MALFORMED_PATH_LABEL });
  }
  next();
};

/** §2.1 legacy URLs answer with a real 301 before anything else (core's rules, shared with the client router). */
export const legacyRedirects: RequestHandler = (req, res, next) => {
  if ((req.method !== "GET" && req.method !== "HEAD") || isSimulatorPath(req.path)) return next();
  const url = requestUrl(req.originalUrl, "http://site.invalid");
  const redirect = url ? legacyRedirect(url) : null;
  if (!redirect) return next();
  res.setHeader("Cache-Control", "public, max-age=3600");
  res.redirect(redirect.status, redirect.location);
};

/** Issue 26: the pages rendered on the server: every route but the login-only ones (a guest's HTML would be the shell). */
export function isPublicPage(pathname: string): boolean {
  const match = matchRoute(splitLocale(pathname).rest);
  return match === null || !match.route.loginOnly;
}

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

/** Reads the build once (static-files.ts); a missing build stops the start with what to do. */
function readBuild(distDir: string, render: (template: string) => string) {
  let template: string;
  try {
    template = fs.readFileSync(path.join(distDir, "index.html"), "utf8");
  } catch {
    throw new Error(`No build in ${distDir} (index.html is missing): run \`npm run build\`, or \`npm start\`, which builds first.`);
  }
  const rendered = render(template);
  const page = staticFile("/index.html", Buffer.from(rendered), { type: "html", cacheControl: REVALIDATE, compressible: true });
  return { template: rendered, page, files: indexStaticFiles(distDir) };
}

/**
 * Issue 26: how the server calls the platform for a request (its pages' render, the sitemaps), as the browser would,
 * with the api key and never a member's token: the real platform's URL, or in simulator mode this server itself, in
 * the request's world.
 */
async function renderPlatform(options: SiteServerOptions, server: http.Server, simulatorMode: boolean): Promise<(req: express.Request) => RenderPlatform> {
  const apiKey = options.apiKey || DEFAULT_API_KEY;
  if (!simulatorMode) {
    const bases = basesFor(options.apiUrl);
    return () => ({ bases, apiKey, headers: {}, variant: "" });
  }
  const { chosenWorld, WORLD_HEADER } = await import("@camstage/simulator");
  return (req) => {
    const world = chosenWorld(req.headers);
    const bases = Object.fromEntries(Object.entries(SIMULATOR_BASES).map(([api, base]) => [api, `${ownOrigin(server)}${base}`])) as Record<Api, string>;
    const headers: Record<string, string> = world === undefined ? {} : { [WORLD_HEADER]: world };
    return { bases, apiKey, headers, variant: world ?? "" };
  };
}

/** Issue 26: the server render of the public pages, when the build has one (`<dist>-server`). */
async function pageRenderer(options: SiteServerOptions, build: ReturnType<typeof readBuild>, platform: (req: express.Request) => RenderPlatform, simulatorMode: boolean) {
  const render = await loadServerRender(options.distDir);
  if (!render) return null;
  const seconds = options.renderCacheSeconds ?? (simulatorMode ? 0 : 60);
  const cache = seconds > 0 ? new RenderCache(RENDER_CACHE_BYTES, seconds * 1000) : null;
  return serverRenderedPages({ render, template: build.template, shell: build.page, platform, cacheControl: simulatorMode ? WORLD_PAGE_CACHE : SHARED_PAGE_CACHE, cache });
}

/** This server's own address, for calling its simulator (a wildcard address is reached on loopback). */
function ownOrigin(server: http.Server): string {
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("the site server is not listening on a port");
  const host = address.address === "0.0.0.0" || address.address === "::" ? "127.0.0.1" : address.address;
  return `http://${host.includes(":") ? `[${host}]` : host}:${address.port}`;
}

/**
 * Issue 14 proxy mode: `/api/…` goes to the platform's URL (`/api/member/x` → `<apiUrl>/member/x`, headers as sent,
 * the api key and member token included) and `/socket.io` (HTTP and websocket upgrades) to its origin.
 */
export function mountPlatformProxy(app: Express, apiUrl: string): void {
  const target = new URL(apiUrl);
  const apiPath = target.pathname.replace(/\/+$/, "");
  const api = createProxyMiddleware({ target: target.origin, changeOrigin: true, pathFilter: "/api", pathRewrite: (path) => `${apiPath}${path.replace(/^\/api/, "")}` });
  const sockets = createProxyMiddleware({ target: target.origin, changeOrigin: true, ws: true, pathFilter: "/socket.io" });
  app.use(api);
  // Websocket upgrades: the proxy subscribes to the server's own upgrade event with its first polling request.
  app.use(sockets);
}

export async function createSiteServer(options: SiteServerOptions) {
  const build = readBuild(options.distDir, (template) => renderIndexHtml(template, options));
  const app = express();
  const server = http.createServer(app);
  // Keep idle connections open longer than clients (browsers, test runners) keep them in their pools, so a client never
  // reuses a connection the server is closing at that moment (ECONNRESET); headersTimeout must exceed it.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const trusted = trustedProxies(options.trustedProxies ?? []);
  app.disable("x-powered-by");
  // req.protocol, req.secure and req.ip (the simulator's links and limits) trust the same proxies as HSTS.
  app.set("trust proxy", (address: string) => trusted(address));

  app.use(rejectMalformedPaths);
  app.use(compressResponses());
  app.use(legacyRedirects);

  const simulatorMode = !options.apiUrl;
  if (simulatorMode) {
    const mount = options.mountSimulator ?? (await import("@camstage/simulator")).mountSimulator;
    await mount(app, server);
  } else if (options.apiProxy) {
    mountPlatformProxy(app, options.apiUrl!);
  }

  // Issue 26: robots.txt and the sitemaps, from the platform (before the build's files).
  const platform = await renderPlatform(options, server, simulatorMode);
  mountSitemap(app, { platform, keepMs: simulatorMode ? 0 : undefined });
  app.use(staticFiles(build.files));

  const renderPage = await pageRenderer(options, build, platform, simulatorMode);
  app.use((req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || isSimulatorPath(req.path)) return next();
    const status = spaStatus(req.path);
    if (status === "file") return next();
    if (renderPage && isPublicPage(req.path)) return void renderPage(req, res, status).catch(next);
    res.status(status);
    sendStaticFile(req, res, build.page);
  });

  app.use((_req, res) => {
    res.status(404).type("text").send("Not found");
  });

  const errors: ErrorRequestHandler = (error: { status?: number; statusCode?: number }, _req, res, _next) => {
    // A URIError is a path or parameter that does not decode, met by a router below the path check.
    const given = error instanceof URIError ? 400 : (error.status ?? error.statusCode ?? 500);
    const status = given >= 400 && given < 600 ? given : 500;
    if (status >= 500) console.error(error);
    if (res.headersSent) return;
    if (status === 404) return void res.status(404).type("text").send("Not found");
    if (status >= 500) return void res.status(status).type("text").send("Server error");
    res.status(status).json({ label: error instanceof URIError ? MALFORMED_PATH_LABEL : "badRequest" });
  };
  app.use(errors);

  // Last, after socket.io has attached to the server: the headers go on every response (ARCHITECTURE §7).
  // The platform's origin, and its sockets' (ws: or wss:, which connect-src names apart from http: and https:).
  const apiOrigin = options.apiUrl ? new URL(options.apiUrl).origin : null;
  const apiOrigins = apiOrigin === null ? [] : [apiOrigin, apiOrigin.replace(/^http/, "ws")];
  secureEveryResponse(server, { apiOrigins, isHttps: (req) => isHttps(req, trusted) });

  return { app, server };
}
