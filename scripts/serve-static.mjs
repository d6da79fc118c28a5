#!/usr/bin/env node
// Issue 30: serves a folder as any static host would, with the one rule a single-page site needs: a path that names no
// file gets index.html. `npm run demo` serves the static demo (app/dist-demo, `npm run build:demo`) with it; the
// Playwright project `demo` too. No simulator process: the demo's simulator runs in the page.
//   node scripts/serve-static.mjs [folder] [--port 5180]
import fs from "node:fs";
import http from "node:http";
import path from "node:path";

const args = process.argv.slice(2);
const portAt = args.indexOf("--port");
const port = Number(portAt >= 0 ? args[portAt + 1] : (process.env.PORT ?? 5180));
const root = path.resolve(args.find((arg, i) => !arg.startsWith("--") && args[i - 1] !== "--port") ?? "app/dist-demo");
if (!fs.existsSync(path.join(root, "index.html"))) {
  console.error(`${root} has no index.html: build it first (npm run build:demo)`);
  process.exit(1);
}

const TYPES = {
  ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8", ".json": "application/json",
  ".svg": "image/svg+xml", ".png": "image/png", ".jpg": "image/jpeg", ".webmanifest": "application/manifest+json", ".wasm": "application/wasm",
  ".m3u8": "application/vnd.apple.mpegurl", ".ts": "video/mp2t", ".mp4": "video/mp4", ".woff2": "font/woff2",
};

const fileFor = (urlPath) => {
  const decoded = decodeURIComponent(urlPath.split("?")[0] ?? "/");
  const file = path.join(root, path.normalize(decoded).replace(/^(\.\.[/\\])+/, ""));
  if (!file.startsWith(root)) return null;
  return fs.existsSync(file) && fs.statSync(file).isFile() ? file : null;
};

const server = http.createServer((req, res) => {
  let file;
  try {
    file = fileFor(req.url ?? "/");
  } catch {
    res.writeHead(400).end("Bad request");
    return;
  }
  // The single-page rule: a page's path is the site's index.html; a missing asset stays a 404.
  const page = file === null && !/\.\w+$/.test((req.url ?? "").split("?")[0] ?? "");
  const served = file ?? (page ? path.join(root, "index.html") : null);
  if (served === null) {
    res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
    return;
  }
  const hashed = served.includes(`${path.sep}assets${path.sep}`);
  // The build's compressed copies (app/vite.config.ts writes .br and .gz beside each text asset), as most static hosts
  // send them.
  const accepts = String(req.headers["accept-encoding"] ?? "");
  const encoding = [["br", ".br"], ["gzip", ".gz"]].find(([name, ext]) => accepts.includes(name) && fs.existsSync(served + ext));
  res.writeHead(200, {
    "Content-Type": TYPES[path.extname(served)] ?? "application/octet-stream",
    "Cache-Control": hashed ? "public, max-age=31536000, immutable" : "no-cache",
    Vary: "Accept-Encoding",
    ...(encoding ? { "Content-Encoding": encoding[0] } : {}),
  });
  fs.createReadStream(encoding ? served + encoding[1] : served).pipe(res);
});
server.listen(port, process.env.HOST ?? "127.0.0.1", () => console.log(`Serving ${root} at http://${process.env.HOST ?? "127.0.0.1"}:${port}/`));
