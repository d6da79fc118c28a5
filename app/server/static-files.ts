import fs from "node:fs";
import path from "node:path";
import express, { type RequestHandler } from "express";

const ONE_YEAR = 31_536_000;

/**
 * The build in app/dist. Hashed files under /assets are immutable for a year and served pre-compressed
 * (.br / .gz written at build time) when the browser accepts it; everything else is revalidated.
 */
export function staticFiles(distDir: string): RequestHandler[] {
  const assetsDir = path.join(distDir, "assets");

  const precompressed: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (!req.path.startsWith("/assets/") || req.path.includes("..")) return next();
    const file = path.join(assetsDir, req.path.slice("/assets/".length));
    const accepts = String(req.headers["accept-encoding"] ?? "");
    for (const [encoding, ext] of [["br", ".br"], ["gzip", ".gz"]] as const) {
      if (!accepts.includes(encoding) || !fs.existsSync(file + ext)) continue;
      res.setHeader("Content-Encoding", encoding);
      res.setHeader("Vary", "Accept-Encoding");
      res.setHeader("Cache-Control", `public, max-age=${ONE_YEAR}, immutable`);
      res.type(path.extname(file));
      return res.sendFile(file + ext);
    }
    next();
  };

  const assets = express.static(assetsDir, {
    index: false,
    fallthrough: false,
    immutable: true,
    maxAge: ONE_YEAR * 1000,
  });

  const rest = express.static(distDir, {
    index: false,
    setHeaders(res, filePath) {
      res.setHeader("Cache-Control", filePath.endsWith("sw.js") || filePath.endsWith(".html") ? "no-cache" : "public, max-age=3600");
    },
  });

  return [precompressed, express.Router().use("/assets", assets), rest];
}

/** index.html, rendered once per build (re-read when a new build replaced it). */
export function indexHtmlReader(distDir: string, render: (template: string) => string): () => string {
  const file = path.join(distDir, "index.html");
  let cached: { mtimeMs: number; html: string } | undefined;
  return () => {
    const { mtimeMs } = fs.statSync(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: render(fs.readFileSync(file, "utf8")) };
    return cached.html;
  };
}
