import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import type { Plugin } from "vite";

/**
 * Issue 30: the files the simulator in the browser needs beside a page's scripts: MSW's service worker (unless the host
 * has its own: Ladle's MSW addon puts it at `/mockServiceWorker.js`), and the shipped
 * media where the browser host reads them (simulator/src/room/live-stream.browser.ts). The static demo (app/vite.config.ts)
 * and Ladle's page stories (.ladle/vite.config.ts) both carry them: served by Vite's dev server, copied into a build.
 */
export function browserHostFiles({ repoRoot, workerUrl }: { readonly repoRoot: string; readonly workerUrl?: string }): Plugin {
  const assets = path.join(repoRoot, "simulator", "assets");
  const files: readonly { readonly url: string; readonly file: string }[] = [
    ...(workerUrl ? [{ url: workerUrl, file: createRequire(import.meta.url).resolve("msw/mockServiceWorker.js") }] : []),
    { url: "/simulator/media/video/sample.mp4", file: path.join(assets, "sample.mp4") },
  ];
  const liveUrl = "/simulator-assets/live/";
  const liveDir = path.join(assets, "live");
  const fileOf = (url: string) => {
    const known = files.find((each) => each.url === url);
    if (known) return known.file;
    if (!url.startsWith(liveUrl)) return undefined;
    const file = path.join(liveDir, decodeURIComponent(url.slice(liveUrl.length)));
    return file.startsWith(liveDir + path.sep) && fs.existsSync(file) ? file : undefined;
  };
  let outDir = "";
  return {
    name: "camstage-browser-host-files",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = fileOf((req.url ?? "").split("?")[0]!);
        if (!file) return next();
        // Set, not assumed: a host may have answered 404 until told otherwise (Ladle serves through Koa).
        res.statusCode = 200;
        res.setHeader("Content-Type", file.endsWith(".js") ? "text/javascript" : file.endsWith(".mp4") ? "video/mp4" : file.endsWith(".m3u8") ? "application/vnd.apple.mpegurl" : "video/mp2t");
        fs.createReadStream(file).pipe(res);
      });
    },
    closeBundle() {
      if (!fs.existsSync(outDir)) return;
      for (const { url, file } of files) {
        fs.mkdirSync(path.dirname(path.join(outDir, url)), { recursive: true });
        fs.copyFileSync(file, path.join(outDir, url));
      }
      fs.cpSync(liveDir, path.join(outDir, liveUrl), { recursive: true });
    },
  };
}
