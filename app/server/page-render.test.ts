// @vitest-environment node
import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEFAULT_CONFIGURATION, SIMULATOR_BASES } from "@camstage/core";
import type { RenderRequest, RenderResult } from "../src/entry-server";
import { RenderCache, pageHtml, serverRenderedPages, type ServerRender } from "./page-render";
import { staticFile } from "./static-files";

const TEMPLATE = `<!doctype html>
<html lang="nl">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="" />
    <title>Camstage</title>
  </head>
  <body>
    <div id="root"></div>
    <noscript>This site needs JavaScript.</noscript>
    <script type="module" src="/assets/index.js"></script>
  </body>
</html>`;

describe("the page's HTML (issue 26)", () => {
  it("puts a seasonal theme on <html> from the first paint (issue 28)", () => {
    const page = { lang: "en", tags: [], headHtml: "", html: "", state: "{}" };
    expect(pageHtml(TEMPLATE, { ...page, theme: "valentine" })).toContain('<html lang="en" data-theme="valentine">');
    expect(pageHtml(TEMPLATE, { ...page, theme: null })).toContain('<html lang="en">');
  });

  it("puts the language, the head, the rendered page and its data into the template", () => {
    const html = pageHtml(TEMPLATE, { lang: "en", tags: ["<title>Anna | Cams</title>", '<link rel="canonical" href="https://x/en" />'], headHtml: '<link rel="preload" as="image" href="/a.png"/>', html: "<main>Anna</main>", state: '{"queries":[]}' });
    expect(html).toContain('<html lang="en">');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain("<title>Anna | Cams</title>");
    expect(html).not.toContain('<meta name="description" content="" />');
    expect(html.indexOf('<link rel="preload" as="image" href="/a.png"/>')).toBeLessThan(html.indexOf("</head>"));
    expect(html).toContain('<div id="root"><main>Anna</main></div>');
    expect(html).toContain('<script type="application/json" id="camstage-state">{"queries":[]}</script>');
    // It works without JavaScript: no notice saying otherwise.
    expect(html).not.toContain("<noscript>");
  });
});

describe("the render cache (issue 26)", () => {
  it("keeps pages for their time, drops the least recently used past its bytes, and counts compressed copies", () => {
    let now = 0;
    const cache = new RenderCache(250, 1000, () => now);
    cache.set("a", 200, Buffer.alloc(100));
    cache.set("b", 200, Buffer.alloc(100));
    expect(cache.get("a")?.html.length).toBe(100);
    cache.set("c", 200, Buffer.alloc(100));
    // "b" was used least recently.
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.bytes).toBe(200);
    // As the server does: the copy on the page, then counted (past the bound: "c", used least recently, goes).
    const kept = cache.get("a")!;
    kept.encoded.br = Buffer.alloc(60);
    cache.grew("a", 60);
    expect(cache.bytes).toBe(160);
    expect(cache.get("c")).toBeUndefined();
    // Too big to keep at all; and out of time.
    cache.set("big", 200, Buffer.alloc(300));
    expect(cache.get("big")).toBeUndefined();
    now = 1000;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });
});

const page = (over: Partial<Extract<RenderResult, { kind: "page" }>> = {}): RenderResult => ({
  kind: "page",
  status: 200,
  html: "<main>grid</main>",
  headHtml: "",
  state: "{}",
  locale: "en",
  route: { baseName: "index", routeName: "index___en", prefix: "en" },
  configuration: DEFAULT_CONFIGURATION,
  page: {},
  degraded: false,
  ...over,
});

describe("serving server-rendered pages (issue 26)", () => {
  const renders: RenderRequest[] = [];
  let answer: (request: RenderRequest) => Promise<RenderResult> = async () => page();
  const render: ServerRender = { renderPage: (request) => (renders.push(request), answer(request)) };
  const shell = staticFile("/index.html", Buffer.from(TEMPLATE), { type: "html", cacheControl: "no-cache", compressible: false });
  let server: http.Server;
  let base = "";
  const serve = (cache: RenderCache | null) => {
    const app = express();
    const handle = serverRenderedPages({
      render,
      template: TEMPLATE,
      shell,
      cache,
      cacheControl: "public, s-maxage=60",
      platform: () => ({ bases: SIMULATOR_BASES, apiKey: "key", headers: { "x-camstage-world": "w1" }, variant: "w1" }),
      fetch: platformCalls as unknown as typeof fetch,
    });
    app.use((_req, res, next) => (res.setHeader("Content-Security-Policy", "default-src 'self'; style-src 'self'; img-src 'self'"), next()));
    app.use((req, res) => void handle(req, res, req.path.endsWith("/missing") ? 404 : 200));
    return app;
  };
  const platformCalls = vi.fn(async (_url: string, _init: unknown) => new Response("{}"));
  let app = serve(null);
  beforeAll(async () => {
    server = http.createServer((req, res) => app(req, res));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("answers the page with its head and the cache header, rendering with the api key and the world, never a token", async () => {
    answer = async () => page({ page: { title: "Live" } });
    const res = await fetch(`${base}/en?splash=1`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, s-maxage=60");
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("<main>grid</main>");
    expect(html).toContain(`<link rel="canonical" href="${base}/en" />`);
    const request = renders.at(-1)!;
    expect(request.href).toBe("/en?splash=1");
    expect(request.apiKey).toBe("key");
    // The render's fetch adds the world to the platform's headers (and nothing else).
    await request.fetch("http://platform.invalid/api", { method: "GET", headers: { Accept: "application/json" } });
    expect((platformCalls.mock.calls.at(-1)![1] as { headers: Record<string, string> }).headers).toEqual({ Accept: "application/json", "x-camstage-world": "w1" });
  });

  it("gives a page the router sends to /404 (an unknown profile) as the 404 page with a 404", async () => {
    answer = async (request) => (request.href.startsWith("/en/profile/") ? { kind: "redirect", status: 307, location: "/en/404" } : page({ route: { baseName: "404", routeName: "404___en", prefix: "en" }, status: 404 }));
    const res = await fetch(`${base}/en/profile/nobody`, { redirect: "manual" });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(renders.at(-1)!.href).toBe("/en/404");
  });

  it("passes the router's other redirects on as real ones", async () => {
    answer = async () => ({ kind: "redirect", status: 307, location: "/en?tab=new" });
    const res = await fetch(`${base}/en?tab=NEW`, { redirect: "manual" });
    expect(res.status).toBe(307);
    expect(res.headers.get("location")).toBe("/en?tab=new");
  });

  it("sends the client shell, never a 500, when the platform failed, the render threw or took too long", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    for (const failure of [async () => page({ degraded: true }), async () => Promise.reject(new Error("boom"))]) {
      answer = failure;
      const res = await fetch(`${base}/en`);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(await res.text()).toBe(TEMPLATE);
      const missing = await fetch(`${base}/en/missing`);
      expect(missing.status).toBe(404);
    }
    expect(error).toHaveBeenCalledWith(expect.stringContaining("Server render of /en failed"), expect.any(Error));
    error.mockRestore();
  });

  it("serves a kept page from the render cache, compressed once", async () => {
    app = serve(new RenderCache(1_000_000, 60_000));
    answer = async () => page({ html: `<main>${"x".repeat(4000)}</main>` });
    const before = renders.length;
    const first = await fetch(`${base}/en/cached`, { headers: { "Accept-Encoding": "br" } });
    const second = await fetch(`${base}/en/cached`, { headers: { "Accept-Encoding": "br" } });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.headers.get("content-encoding")).toBe("br");
    expect(await second.text()).toContain("x".repeat(4000));
    expect(renders.length - before).toBe(1);
    app = serve(null);
  });

  it("lets exactly the page's brand style through its CSP, from the cache too", async () => {
    for (const cache of [null, new RenderCache(1_000_000, 60_000)]) {
      app = serve(cache);
      answer = async () => page();
      for (let i = 0; i < 2; i++) {
        const res = await fetch(`${base}/en/brand`);
        const style = /<style id="camstage-brand">([^<]*)<\/style>/.exec(await res.text())?.[1];
        expect(style).toContain("--brand-primary:");
        const hash = createHash("sha256").update(style!).digest("base64");
        expect(res.headers.get("content-security-policy")).toBe(`default-src 'self'; style-src 'self' 'sha256-${hash}'; img-src 'self'`);
      }
    }
    app = serve(null);
  });
});
