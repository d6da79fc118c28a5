// @vitest-environment node
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mountSimulator, type SimulatorHost } from "@camstage/simulator";
import { createSiteServer, spaStatus, type SiteServerOptions } from "./server";
import { allowStyles, contentSecurityPolicy } from "./security-headers";
import { trustedProxies } from "./trusted-proxies";

// A tiny build: a page over 1 kB (worth compressing), a hashed asset with its build-time .br, one without.
const PAGE = `<!doctype html><html><head><title>t</title><script type="module" src="/assets/app-B4x9_k2Q.js"></script></head><body><div id=root></div><!-- ${"padding ".repeat(160)}--></body></html>`;
const APP_JS = "console.log('app')";
const CHUNK_JS = `export const chunk = ${JSON.stringify("c".repeat(2000))};`;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), "camstage-dist-"));
fs.mkdirSync(path.join(dist, "assets"));
fs.writeFileSync(path.join(dist, "index.html"), PAGE);
fs.writeFileSync(path.join(dist, "robots.txt"), "User-agent: *\nAllow: /\n");
fs.writeFileSync(path.join(dist, "assets", "app-B4x9_k2Q.js"), APP_JS);
fs.writeFileSync(path.join(dist, "assets", "app-B4x9_k2Q.js.br"), zlib.brotliCompressSync(APP_JS));
fs.writeFileSync(path.join(dist, "assets", "chunk-Cq81_zzT.js"), CHUNK_JS);

/** Big enough to be compressed (over 1 kB of JSON). */
const PERFORMERS = Array.from({ length: 60 }, (_, id) => ({ id, username: `performer${id}`, status: "online" }));

/** A stand-in for the simulator: express routes, plus a path answered on the HTTP server itself, as socket.io does. */
const fakeSimulator: NonNullable<SiteServerOptions["mountSimulator"]> = (app, server) => {
  app.get("/api/performer/ping", (_req, res) => void res.json({ ok: true }));
  app.get("/api/performer/list", (_req, res) => void res.json(PERFORMERS));
  app.get("/simulator/api/performers", (_req, res) => void res.json(PERFORMERS));
  const listeners = server.listeners("request") as http.RequestListener[];
  server.removeAllListeners("request");
  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.url?.startsWith("/socket.io/")) return void res.writeHead(200, { "Content-Type": "text/plain" }).end("0{}");
    for (const listener of listeners) listener.call(server, req, res);
  });
};

async function start(options: Partial<SiteServerOptions> = {}) {
  const mounted: string[] = [];
  const { server } = await createSiteServer({
    distDir: dist,
    apiKey: options.apiUrl ? "key-1" : undefined,
    ...options,
    mountSimulator: (app, httpServer) => {
      mounted.push("simulator");
      return (options.mountSimulator ?? fakeSimulator)(app, httpServer);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, base, mounted };
}

interface RawResponse {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  /** The bytes as sent (not decompressed). */
  readonly body: Buffer;
}

/** A request through node:http, so paths go out exactly as written and bodies arrive as sent. */
function request(base: string, url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ hostname, port, path: url, method: init.method ?? "GET", headers: init.headers ?? {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end(init.body);
  });
}

function decoded({ headers, body }: RawResponse): string {
  const encoding = headers["content-encoding"];
  if (encoding === "br") return zlib.brotliDecompressSync(body).toString("utf8");
  if (encoding === "gzip") return zlib.gunzipSync(body).toString("utf8");
  expect(encoding).toBeUndefined();
  return body.toString("utf8");
}

/** ARCHITECTURE §7: the headers every response carries. */
function expectSecurityHeaders(response: RawResponse, label: string) {
  const policy = String(response.headers["content-security-policy"] ?? "");
  expect(policy, label).toContain("script-src 'self'");
  expect(policy, label).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(policy, label).toContain("object-src 'none'");
  expect(policy, label).toContain("base-uri 'none'");
  expect(policy, label).toContain("frame-ancestors 'none'");
  expect(response.headers["x-content-type-options"], label).toBe("nosniff");
  expect(response.headers["x-frame-options"], label).toBe("DENY");
  expect(response.headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
}

let site: Awaited<ReturnType<typeof start>>;
beforeAll(async () => {
  site = await start();
});
afterAll(() => {
  site.server.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => fetch(site.base + url, { redirect: "manual", headers });
const raw = (url: string, init: Parameters<typeof request>[2] = {}) => request(site.base, url, init);

describe("production server", () => {
  it.each([
    ["/profiel/anna", "/profile/anna"],
    ["/en/profile/anna/", "/en/profile/anna"],
    ["/?sect=profile&m=Anna&p=abc1", "/profile/Anna?p=abc1"],
    ["/nl/search/blond?p=abc1&x=1", "/nl?p=abc1"],
    ["/splash", "/"],
    ["/en/betalen/x", "/en"],
    ["/algemene-voorwaarden", "/terms-conditions"],
  ])("answers the legacy URL %s with a real 301 to %s (§2.1)", async (from, to) => {
    const response = await get(from);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(to);
  });

  it("serves every route with index.html and status 200, the /404 route with 404", async () => {
    for (const url of ["/", "/en", "/en/profile/Anna", "/cookies", "/nl/blondes"]) {
      const response = await get(url);
      expect(response.status, url).toBe(200);
      expect(await response.text()).toContain('<div id=root>');
    }
    expect((await get("/404")).status).toBe(404);
    expect((await get("/en/404")).status).toBe(404);
  });

  it("answers missing files with a plain 404, not the page", async () => {
    const response = await get("/favicon-missing.ico");
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("Not found");
    expect((await get("/assets/nope.js")).status).toBe(404);
    expect((await get("/assets/no-extension")).status).toBe(404);
  });

  it("sends the security headers of ARCHITECTURE §7 with every page", async () => {
    const policy = (await get("/en")).headers.get("content-security-policy") ?? "";
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("media-src 'self'");
    expect(policy).toMatch(/img-src 'self' data:/);
  });

  it("serves hashed assets immutable, pre-compressed when accepted", async () => {
    const response = await get("/assets/app-B4x9_k2Q.js", { "accept-encoding": "br, gzip" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await response.text()).toBe(APP_JS);
    expect((await get("/en")).headers.get("cache-control")).toBe("no-cache");
  });

  it("mounts the simulator in simulator mode and leaves its paths alone", async () => {
    expect(site.mounted).toEqual(["simulator"]);
    expect(await (await get("/api/performer/ping")).json()).toEqual({ ok: true });
  });

  it("with CAMSTAGE_API_URL tells the browser where the platform is and mounts no simulator", async () => {
    const real = await start({ apiUrl: "https://platform.example/api" });
    try {
      expect(real.mounted).toEqual([]);
      const response = await fetch(`${real.base}/en`);
      const html = await response.text();
      expect(html).toContain('<meta name="camstage:api" content="https://platform.example/api" />');
      // Its sockets too (wss:, which connect-src names apart from https:).
      expect(response.headers.get("content-security-policy")).toContain("connect-src 'self' https://platform.example wss://platform.example");
    } finally {
      real.server.close();
    }
  });
});

describe("security headers on every response (ARCHITECTURE §7)", () => {
  it.each([
    ["a page", "/en", 200],
    ["a 301 legacy redirect", "/profiel/anna", 301],
    ["a platform call of the simulator", "/api/performer/ping", 200],
    ["the QA API", "/simulator/api/performers", 200],
    ["a path socket.io answers before express", "/socket.io/?EIO=4&transport=polling", 200],
    ["a hashed asset", "/assets/chunk-Cq81_zzT.js", 200],
    ["a file from the build's root", "/robots.txt", 200],
    ["a missing file", "/favicon-missing.ico", 404],
    ["a malformed path", "/%E0%A4%A", 400],
  ])("on %s (%s)", async (label, url, status) => {
    const response = await raw(url);
    expect(response.status, label).toBe(status);
    expectSecurityHeaders(response, label);
    // Plain http from an untrusted peer: no HSTS.
    expect(response.headers["strict-transport-security"], label).toBeUndefined();
  });

  it("adds HSTS on https, trusting X-Forwarded-Proto only from the configured proxies", async () => {
    const https = { "x-forwarded-proto": "https" };
    // Default: no proxy is trusted, so a client cannot claim https.
    expect((await raw("/en", { headers: https })).headers["strict-transport-security"]).toBeUndefined();

    const behindProxy = await start({ trustedProxies: ["127.0.0.1"] });
    const elsewhere = await start({ trustedProxies: ["10.0.0.0/8"] });
    try {
      for (const url of ["/en", "/profiel/anna", "/api/performer/ping", "/socket.io/?EIO=4&transport=polling"]) {
        const response = await request(behindProxy.base, url, { headers: https });
        expect(response.headers["strict-transport-security"], url).toBe("max-age=31536000");
        expectSecurityHeaders(response, url);
      }
      expect((await request(behindProxy.base, "/en")).headers["strict-transport-security"]).toBeUndefined();
      expect((await request(behindProxy.base, "/en", { headers: { "x-forwarded-proto": "http" } })).headers["strict-transport-security"]).toBeUndefined();
      expect((await request(elsewhere.base, "/en", { headers: https })).headers["strict-transport-security"]).toBeUndefined();
    } finally {
      behindProxy.server.close();
      elsewhere.server.close();
    }
  });
});

describe("trustedProxies", () => {
  it("takes addresses, CIDR ranges and loopback, and refuses anything else", () => {
    const trusted = trustedProxies(["10.0.0.0/8", "192.168.1.5", "loopback"]);
    expect(["10.2.3.4", "::ffff:10.2.3.4", "192.168.1.5", "127.0.0.1", "::1"].map(trusted)).toEqual([true, true, true, true, true]);
    expect(["11.0.0.1", "192.168.1.6", undefined].map(trusted)).toEqual([false, false, false]);
    expect(trustedProxies([])("127.0.0.1")).toBe(false);
    for (const bad of ["proxy.example", "10.0.0.0/40", "10.0.0.0/"]) expect(() => trustedProxies([bad]), bad).toThrow(/CAMSTAGE_TRUSTED_PROXIES/);
  });
});

describe("static files and compression", () => {
  it("answers files and pages from the index made at start-up, with no filesystem access per request", async () => {
    const names = ["stat", "statSync", "lstat", "lstatSync", "existsSync", "access", "accessSync", "open", "openSync", "readFile", "readFileSync", "createReadStream"] as const;
    const spies = names.map((name) => vi.spyOn(fs, name));
    try {
      for (const [url, headers] of [["/assets/app-B4x9_k2Q.js", { "accept-encoding": "br" }], ["/assets/app-B4x9_k2Q.js", {}], ["/assets/chunk-Cq81_zzT.js", {}], ["/robots.txt", {}], ["/en", {}]] as const) {
        expect((await raw(url, { headers })).status, url).toBe(200);
      }
      expect((await raw("/assets/nope.js")).status).toBe(404);
      for (const spy of spies) expect(spy, spy.getMockName()).not.toHaveBeenCalled();
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it("caches hashed assets for a year, immutable, and revalidates the page and other files", async () => {
    for (const url of ["/assets/chunk-Cq81_zzT.js", "/assets/app-B4x9_k2Q.js"]) {
      expect((await raw(url)).headers["cache-control"], url).toBe("public, max-age=31536000, immutable");
    }
    expect((await raw("/robots.txt")).headers["cache-control"]).toBe("public, max-age=3600");
    for (const url of ["/", "/en/profile/Anna", "/404"]) expect((await raw(url)).headers["cache-control"], url).toBe("no-cache");
    const page = await raw("/en");
    expect(page.headers.etag).toBeTruthy();
    expect((await raw("/en", { headers: { "if-none-match": String(page.headers.etag) } })).status).toBe(304);
  });

  it("compresses the page when the browser accepts it, preferring br", async () => {
    for (const [accept, encoding] of [["br, gzip", "br"], ["gzip, deflate", "gzip"], ["", undefined]] as const) {
      const response = await raw("/en/profile/Anna", { headers: accept ? { "accept-encoding": accept } : {} });
      expect(response.headers["content-encoding"], accept).toBe(encoding);
      expect(response.headers.vary, accept).toContain("Accept-Encoding");
      expect(decoded(response), accept).toBe(PAGE);
    }
    const missing = await raw("/404", { headers: { "accept-encoding": "gzip" } });
    expect(missing.status).toBe(404);
    expect(decoded(missing)).toBe(PAGE);
  });

  it("compresses JSON answers of the simulator and of the QA API; small ones and HEAD go as they are", async () => {
    for (const [url, accept, encoding] of [["/api/performer/list", "gzip", "gzip"], ["/simulator/api/performers", "br, gzip", "br"], ["/api/performer/list", "", undefined]] as const) {
      const response = await raw(url, { headers: accept ? { "accept-encoding": accept } : {} });
      expect(response.headers["content-encoding"], `${url} ${accept}`).toBe(encoding);
      expect(response.headers.vary, url).toContain("Accept-Encoding");
      expect(JSON.parse(decoded(response))).toEqual(PERFORMERS);
    }
    const small = await raw("/api/performer/ping", { headers: { "accept-encoding": "gzip" } });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(decoded(small))).toEqual({ ok: true });
    const head = await raw("/api/performer/list", { method: "HEAD", headers: { "accept-encoding": "gzip" } });
    expect(head.headers["content-encoding"]).toBeUndefined();
    expect(head.body.length).toBe(0);
  });

  it("fails fast at start-up when the build is missing", async () => {
    await expect(createSiteServer({ distDir: path.join(dist, "missing"), mountSimulator: () => {} })).rejects.toThrow(/npm run build/);
  });
});

describe("with the real simulator", () => {
  let host: SimulatorHost | undefined;
  let simulated: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    simulated = await start({
      mountSimulator: (app, server) => {
        host = mountSimulator(app, server, { clock: "fixed", log: () => {} });
      },
    });
  });
  afterAll(async () => {
    await host?.close();
  });
  const sim = (url: string, init: Parameters<typeof request>[2] = {}) => request(simulated.base, url, init);

  it.each([
    ["GET", "/api/performer/profile/%E0%A4%A"],
    ["GET", "/%E0%A4%A"],
    ["POST", "/simulator/api/performers/%E0%A4%A/status"],
    ["GET", "/simulator/media/performer/%E0%A4%A/cover.svg"],
    ["GET", "/simulator/pay/%E0%A4%A"],
    ["GET", "/profiel/%E0%A4%A"],
    ["GET", "/assets/%E0%A4%A.js"],
  ])("answers a malformed path encoding (%s %s) with a labelled 400, never a 5xx (ARCHITECTURE §7)", async (method, url) => {
    const response = await sim(url, { method, headers: { "content-type": "application/json" }, body: method === "POST" ? '{"status":"vip"}' : undefined });
    expect(response.status).toBe(400);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(response.body.toString("utf8"))).toEqual({ label: "badRequest.path" });
    expectSecurityHeaders(response, url);
  });

  it("keeps the simulator's own answers for well-formed paths", async () => {
    const profile = await sim("/api/performer/profile/NoSuchPerformer");
    expect(profile.status).toBe(404);
    expect(JSON.parse(profile.body.toString("utf8"))).toEqual({ label: "notFound.profile" });
    const status = await sim("/simulator/api/performers/NoSuchPerformer/status", { method: "POST", headers: { "content-type": "application/json" }, body: '{"status":"vip"}' });
    expect(status.status).toBe(404);
  });

  it("sends the security headers with the platform API, media, the QA API and socket.io", async () => {
    for (const url of ["/api/whitelabel/common/configuration.json", "/api/performer/profile/NoSuchPerformer", "/simulator/media/logo.svg", "/simulator/api/performers", "/socket.io/?EIO=4&transport=polling"]) {
      const response = await sim(url);
      expect(response.status, url).toBeLessThan(500);
      expectSecurityHeaders(response, url);
    }
  });

  it("compresses the platform's and the QA API's JSON", async () => {
    const configuration = await sim("/api/whitelabel/common/configuration.json", { headers: { "accept-encoding": "gzip" } });
    expect(configuration.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(decoded(configuration))).toHaveProperty("company");
    const performers = await sim("/simulator/api/performers", { headers: { "accept-encoding": "br, gzip" } });
    expect(performers.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(decoded(performers))).toHaveLength(320);
  });

  it("serves the QA console so that it works under the CSP: no inline script, style or handler; its files same-origin", async () => {
    const page = await sim("/simulator", { headers: { "accept-encoding": "gzip" } });
    expect(page.status).toBe(200);
    expectSecurityHeaders(page, "/simulator");
    const html = decoded(page);
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/simulator\//);
      expect(body?.trim()).toBe("");
    }
    expect(html).not.toMatch(/<style\b|\sstyle=|\son[a-z]+=/i);
    const files = [...html.matchAll(/\s(?:src|href)="(\/[^"]*)"/g)].map(([, url]) => url!).filter((url) => url !== "/");
    expect(files).toEqual(expect.arrayContaining(["/simulator/console.js", "/simulator/console.css"]));
    for (const url of files) {
      const file = await sim(url);
      expect(file.status, url).toBe(200);
      expectSecurityHeaders(file, url);
    }
    expect((await sim("/simulator/console.js")).headers["content-type"]).toMatch(/^text\/javascript/);
    expect((await sim("/simulator/console.css")).headers["content-type"]).toMatch(/^text\/css/);
  });
});

describe("spaStatus", () => {
  it("tells pages from files", () => {
    expect(spaStatus("/en/profile/Anna")).toBe(200);
    expect(spaStatus("/404")).toBe(404);
    expect(spaStatus("/robots.txt")).toBe("file");
  });
});

describe("contentSecurityPolicy", () => {
  it("lets a page's own inline styles through by their hashes, in style-src only", () => {
    const policy = allowStyles(contentSecurityPolicy({ apiOrigins: [] }), ["'sha256-abc='"]);
    expect(policy).toMatch(/(^|; )style-src 'self' 'sha256-[^']+' 'sha256-abc='(;|$)/);
    expect(policy.match(/sha256-abc=/g)).toHaveLength(1);
  });

  it("adds a real platform's origin to connect, img and media sources only", () => {
    const policy = contentSecurityPolicy({ apiOrigins: ["https://api.example"] });
    expect(policy).toMatch(/connect-src 'self' https:\/\/api\.example/);
    expect(policy).toMatch(/media-src 'self' blob: https:\/\/api\.example/);
    expect(policy).toMatch(/script-src 'self';/);
  });
});
