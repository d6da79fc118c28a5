import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { pathToFileURL } from "node:url";
import type { Request, Response } from "express";
import type { Api, FetchLike } from "@camstage/core";
import type { RenderRequest, RenderResult } from "../src/entry-server";
import { SERVER_STATE_ID } from "../src/platform/server-state";
import { pageHeadTags } from "../src/theme/page-head";
import { MIN_COMPRESSED_BYTES } from "./compress-responses";
import { allowStyles } from "./security-headers";
import { sendStaticFile, type StaticFile } from "./static-files";

/** The server render's module (src/entry-server.tsx, built by `vite build --ssr`). */
export interface ServerRender {
  renderPage(request: RenderRequest): Promise<RenderResult>;
}

/** The server render built beside the site's build (`<dist>-server/entry-server.js`), or null when there is none. */
export async function loadServerRender(distDir: string): Promise<ServerRender | null> {
  const file = path.join(`${distDir.replace(/[\\/]+$/, "")}-server`, "entry-server.js");
  if (!fs.existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as ServerRender;
}

/** How the server reaches the platform for a request: absolute bases, the api key, headers to add (the world). */
export interface RenderPlatform {
  readonly bases: Record<Api, string>;
  readonly apiKey: string;
  readonly headers: Readonly<Record<string, string>>;
  /** What, besides the URL, the page's HTML depends on (the simulator's world): part of the cache key. */
  readonly variant: string;
}

/**
 * Issue 26: shared HTML may be kept by a CDN for a minute and served stale for ten while it asks again. Pages made
 * for one simulator world are the QA engineer's own: never kept.
 */
export const SHARED_PAGE_CACHE = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
export const WORLD_PAGE_CACHE = "private, no-cache";

/** A server render that takes longer gives up: the browser renders the page instead (the client shell). */
export const RENDER_TIMEOUT_MS = 5_000;

export interface PageRenderOptions {
  readonly render: ServerRender;
  /** index.html as the server sends it (with the platform's meta tags). */
  readonly template: string;
  /** The client shell: what a page gets when its server render fails (never a 500). */
  readonly shell: StaticFile;
  readonly platform: (req: Request) => RenderPlatform;
  readonly cacheControl: string;
  /** Rendered pages kept in this process; null renders every request. */
  readonly cache: RenderCache | null;
  readonly fetch?: typeof fetch;
}

/** A rendered page, with its compressed copies made when first asked for. */
interface RenderedPage {
  readonly status: number;
  readonly html: Buffer;
  /** The CSP sources of the page's inline styles (`'sha256-…'`). */
  readonly styleHashes: readonly string[];
  readonly encoded: { br?: Buffer; gzip?: Buffer };
  readonly expires: number;
}

/**
 * The per-process render cache (issue 26): least recently used first out, bounded by the bytes it holds (the HTML and
 * its compressed copies), each page kept for `ttlMs`.
 */
export class RenderCache {
  readonly #pages = new Map<string, RenderedPage>();
  #bytes = 0;
  constructor(
    readonly maxBytes: number,
    readonly ttlMs: number,
    readonly now: () => number = Date.now,
  ) {}

  get size() {
    return this.#pages.size;
  }
  get bytes() {
    return this.#bytes;
  }

  get(key: string): RenderedPage | undefined {
    const page = this.#pages.get(key);
    if (!page) return undefined;
    this.#pages.delete(key);
    if (page.expires <= this.now()) {
      this.#bytes -= sizeOf(page);
      return undefined;
    }
    this.#pages.set(key, page);
    return page;
  }

  set(key: string, status: number, html: Buffer, styleHashes: readonly string[] = []): RenderedPage {
    this.#drop(key);
    const page: RenderedPage = { status, html, styleHashes, encoded: {}, expires: this.now() + this.ttlMs };
    if (sizeOf(page) > this.maxBytes) return page;
    this.#pages.set(key, page);
    this.#bytes += sizeOf(page);
    this.#trim();
    return page;
  }

  /** Counts a compressed copy made for a kept page. */
  grew(key: string, bytes: number) {
    if (!this.#pages.has(key)) return;
    this.#bytes += bytes;
    this.#trim();
  }

  #drop(key: string) {
    const page = this.#pages.get(key);
    if (!page) return;
    this.#pages.delete(key);
    this.#bytes -= sizeOf(page);
  }

  #trim() {
    for (const [key] of this.#pages) {
      if (this.#bytes <= this.maxBytes) break;
      this.#drop(key);
    }
  }
}

const sizeOf = (page: RenderedPage) => page.html.length + (page.encoded.br?.length ?? 0) + (page.encoded.gzip?.length ?? 0);

/** index.html with the page in it: its language, its head, the rendered HTML and the data the browser hydrates from. */
export function pageHtml(template: string, page: { lang: string; theme?: string | null; tags: readonly string[]; headHtml: string; html: string; state: string }): string {
  // Issue 28: the seasonal theme on `<html>` from the first paint (a name of core's list, nothing to escape).
  const theme = page.theme ? ` data-theme="${page.theme}"` : "";
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${page.lang}"${theme}>`)
    .replace(/\s*<title>[^<]*<\/title>/, "")
    .replace(/\s*<meta name="description" content="[^"]*" \/>/, "")
    .replace("</head>", `  ${[...page.tags, page.headHtml].join("\n    ")}\n  </head>`)
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, "")
    .replace('<div id="root"></div>', `<div id="root">${page.html}</div>\n    <script type="application/json" id="${SERVER_STATE_ID}">${page.state}</script>`);
}

/** The grid page a URL asks for (`?page=3`): the canonical URL keeps it. */
const gridPageOf = (url: URL) => {
  const page = Number(url.searchParams.get("page"));
  return Number.isInteger(page) && page > 1 ? page : undefined;
};

/** Calls the platform with the request's headers added (the world), giving up when `signal` aborts. */
export const platformFetch =
  (fetchFn: typeof fetch, headers: Readonly<Record<string, string>>, signal: AbortSignal): FetchLike =>
  (url, init) =>
    fetchFn(url, { ...init, headers: { ...init.headers, ...headers }, signal: init.signal ? AbortSignal.any([init.signal, signal]) : signal });

/**
 * Issue 26: answers a public page with its server render (head, HTML, data), from the render cache when it has it.
 * A redirect the router makes is a real one, and a page it sends to /404 (an unknown profile) is that page with a
 * 404. A platform that fails or answers malformed data during the render, or a render that throws or takes too long,
 * gets the client shell (never a 500), which no cache keeps.
 */
export function serverRenderedPages(options: PageRenderOptions): (req: Request, res: Response, status: 200 | 404) => Promise<void> {
  const fetchFn = options.fetch ?? fetch;
  return async (req, res, status) => {
    const platform = options.platform(req);
    const origin = `${req.protocol}://${req.get("host") ?? "localhost"}`;
    const key = `${origin}\n${platform.variant}\n${req.originalUrl}`;
    const cached = options.cache?.get(key);
    if (cached) return send(req, res, key, cached);
    const rendered = await renderWithin(options, fetchFn, platform, req.originalUrl, origin).catch((error: unknown) => {
      console.error(`Server render of ${req.originalUrl} failed; sending the client shell:`, error);
      return null;
    });
    if (rendered === null) return shell(req, res, options.shell, status);
    if ("location" in rendered) {
      res.setHeader("Cache-Control", options.cacheControl);
      return res.redirect(rendered.status, rendered.location);
    }
    const page =
      options.cache && rendered.status === 200
        ? options.cache.set(key, rendered.status, rendered.html, rendered.styleHashes)
        : { status: rendered.status, html: rendered.html, styleHashes: rendered.styleHashes, encoded: {}, expires: 0 };
    send(req, res, key, page);
  };

  function send(req: Request, res: Response, key: string, page: RenderedPage) {
    res.status(page.status);
    res.setHeader("Cache-Control", options.cacheControl);
    // The page's own inline styles (its brand colours), exactly these texts.
    const policy = res.getHeader("Content-Security-Policy");
    if (typeof policy === "string" && page.styleHashes.length > 0) res.setHeader("Content-Security-Policy", allowStyles(policy, page.styleHashes));
    res.vary("Accept-Encoding");
    res.type("html");
    const accepted = page.html.length >= MIN_COMPRESSED_BYTES ? req.acceptsEncodings("br", "gzip") : false;
    if (accepted !== "br" && accepted !== "gzip") return void res.send(page.html);
    let body = page.encoded[accepted];
    if (!body) {
      body = accepted === "br" ? zlib.brotliCompressSync(page.html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : zlib.gzipSync(page.html, { level: 6 });
      page.encoded[accepted] = body;
      options.cache?.grew(key, body.length);
    }
    res.setHeader("Content-Encoding", accepted);
    res.send(body);
  }
}

type Rendered = { readonly status: number; readonly location: string } | { readonly status: 200 | 404; readonly html: Buffer; readonly styleHashes: readonly string[] };

/** A CSP source allowing exactly this inline text. */
const cspHash = (text: string) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;

async function renderWithin(options: PageRenderOptions, fetchFn: typeof fetch, platform: RenderPlatform, href: string, origin: string): Promise<Rendered | null> {
  const signal = AbortSignal.timeout(RENDER_TIMEOUT_MS);
  const render = (at: string) =>
    options.render.renderPage({ href: at, bases: platform.bases, apiKey: platform.apiKey, fetch: platformFetch(fetchFn, platform.headers, signal), signal });
  let result = await render(href);
  // §5/§8 a page the router sends to /404 (an unknown profile, a category that is not there): that page, with a 404.
  if (result.kind === "redirect" && /^\/([a-z]{2}\/)?404$/.test(new URL(result.location, origin).pathname)) {
    result = await render(new URL(result.location, origin).pathname);
    if (result.kind === "page") result = { ...result, status: 404 };
  }
  if (result.kind === "redirect") return { status: result.status, location: result.location };
  // A missing page shows nothing of the platform's: a call that failed on the way there does not matter.
  if ((result.degraded && result.status !== 404) || signal.aborted) return null;
  const url = new URL(href, origin);
  const head = pageHeadTags({
    origin,
    pathname: url.pathname,
    gridPage: gridPageOf(url),
    locale: result.locale,
    configuration: result.configuration,
    routeName: result.route?.baseName,
    page: result.page,
  });
  return {
    status: result.status,
    html: Buffer.from(pageHtml(options.template, { lang: head.lang, theme: head.theme, tags: head.tags, headHtml: result.headHtml, html: result.html, state: result.state })),
    styleHashes: head.styles.map(cspHash),
  };
}

/** The client shell, when a server render could not be made: the browser renders the page (never kept: no-cache). */
function shell(req: Request, res: Response, page: StaticFile, status: 200 | 404) {
  res.status(status);
  sendStaticFile(req, res, page);
}
