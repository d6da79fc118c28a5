import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Request, RequestHandler, Response } from "express";
import { MIN_COMPRESSED_BYTES } from "./compress-responses";

const ONE_YEAR = 31_536_000;
const IMMUTABLE = `public, max-age=${ONE_YEAR}, immutable`;
export const REVALIDATE = "no-cache";
const ONE_HOUR = "public, max-age=3600";

/** Vite's output names under /assets: `[name]-[hash].[ext]`, the hash 8 or more url-safe characters. */
const HASHED_ASSET = /^\/assets\/(?:[^/]+\/)*[^/]+-[\w-]{8,}\.[a-z0-9]+$/i;

type Encoding = "br" | "gzip";
const ENCODINGS: readonly Encoding[] = ["br", "gzip"];
const SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

interface Body {
  readonly bytes: Buffer;
  readonly etag: string;
}

/** One file of the build, held in memory with its compressed copies. */
export interface StaticFile {
  /** An extension or a media type, for the Content-Type. */
  readonly type: string;
  readonly cacheControl: string;
  readonly identity: Body;
  readonly encoded: Partial<Record<Encoding, Body>>;
}

const body = (bytes: Buffer): Body => ({ bytes, etag: `"${crypto.createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"` });

const cacheControlOf = (urlPath: string) =>
  HASHED_ASSET.test(urlPath) ? IMMUTABLE : urlPath.endsWith(".html") || urlPath.endsWith("/sw.js") ? REVALIDATE : ONE_HOUR;

/** The build's text files; images, fonts and video are compressed formats already. */
const TEXT_FILE = /\.(html?|m?js|css|json|webmanifest|map|svg|txt|xml)$/i;

/**
 * A file with the build's .br/.gz next to it (vite.config.ts writes them for the assets), else compressed here once,
 * at start-up, when it is text of a kilobyte or more (a copy that is not smaller is dropped).
 */
export function staticFile(urlPath: string, bytes: Buffer, options: {
  /** An extension or a media type; by default the path's extension. */
  readonly type?: string;
  readonly cacheControl?: string;
  readonly precompressed?: Partial<Record<Encoding, Buffer>>;
  readonly compressible: boolean;
}): StaticFile {
  const encoded: Partial<Record<Encoding, Body>> = {};
  for (const encoding of ENCODINGS) {
    const ready = options.precompressed?.[encoding];
    if (ready) {
      encoded[encoding] = body(ready);
      continue;
    }
    const copy = options.compressible && bytes.length >= MIN_COMPRESSED_BYTES ? compress(encoding, bytes) : undefined;
    if (copy && copy.length < bytes.length) encoded[encoding] = body(copy);
  }
  const type = options.type ?? (path.extname(urlPath) || "application/octet-stream");
  return { type, cacheControl: options.cacheControl ?? cacheControlOf(urlPath), identity: body(bytes), encoded };
}

function compress(encoding: Encoding, bytes: Buffer): Buffer {
  return encoding === "br"
    ? zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
    : zlib.gzipSync(bytes, { level: 9 });
}

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * The build in app/dist, read once at start-up into a map from URL path to file: a request costs a lookup, never
 * a filesystem call (a new build needs a restart, which `npm start` does). The map is keyed by decoded paths, and
 * holds only what is in the folder, so `..` or any other path cannot reach outside it. index.html is left out:
 * the page is rendered for the platform (server.ts) and answers every route.
 */
export function indexStaticFiles(distDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const all = [...walk(distDir)];
  const present = new Set(all);
  for (const file of all) {
    const ext = Object.values(SUFFIX).find((suffix) => file.endsWith(suffix));
    // A .br/.gz copy belongs to the file it was made from; one without its original is a file of its own.
    if (ext && present.has(file.slice(0, -ext.length))) continue;
    const urlPath = `/${path.relative(distDir, file).split(path.sep).join("/")}`;
    if (urlPath === "/index.html") continue;
    const precompressed: Partial<Record<Encoding, Buffer>> = {};
    for (const encoding of ENCODINGS) if (present.has(file + SUFFIX[encoding])) precompressed[encoding] = fs.readFileSync(file + SUFFIX[encoding]);
    files.set(urlPath, staticFile(urlPath, fs.readFileSync(file), { precompressed, compressible: TEXT_FILE.test(file) }));
  }
  return files;
}

/**
 * Sends a file of the map: its br or gzip copy when the browser accepts one, a strong ETag per copy (a matching
 * If-None-Match gets 304 from res.send), HEAD without a body.
 */
export function sendStaticFile(req: Request, res: Response, file: StaticFile): void {
  const offered = ENCODINGS.filter((encoding) => file.encoded[encoding]);
  const accepted = offered.length > 0 ? req.acceptsEncodings(...offered) : false;
  const encoding = offered.find((candidate) => candidate === accepted);
  const chosen = (encoding && file.encoded[encoding]) || file.identity;
  if (offered.length > 0) res.vary("Accept-Encoding");
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Cache-Control", file.cacheControl);
  res.setHeader("ETag", chosen.etag);
  res.type(file.type);
  res.send(chosen.bytes);
}

/** The build's files (not the page). A path under /assets that is not in the build is a plain 404, never the page. */
export function staticFiles(files: ReadonlyMap<string, StaticFile>): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // The path decodes: malformed ones were answered with a 400 before (server.ts).
    const file = files.get(decodeURIComponent(req.path));
    if (file) return sendStaticFile(req, res, file);
    if (req.path.startsWith("/assets/")) return void res.status(404).type("text").send("Not found");
    next();
  };
}
