// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSiteServer, spaStatus } from "./server";
import { contentSecurityPolicy } from "./security-headers";

const dist = fs.mkdtempSync(path.join(os.tmpdir(), "camstage-dist-"));
fs.mkdirSync(path.join(dist, "assets"));
fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><html><head><title>t</title></head><body><div id=root></div></body></html>");
fs.writeFileSync(path.join(dist, "assets", "app-123.js"), "console.log('app')");
fs.writeFileSync(path.join(dist, "assets", "app-123.js.br"), zlib.brotliCompressSync("console.log('app')"));

async function start(options: { apiUrl?: string } = {}) {
  const mounted: string[] = [];
  const { server } = await createSiteServer({
    distDir: dist,
    apiUrl: options.apiUrl,
    apiKey: options.apiUrl ? "key-1" : undefined,
    mountSimulator: (app) => {
      mounted.push("simulator");
      app.get("/api/performer/ping", (_req, res) => void res.json({ ok: true }));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, base, mounted };
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
  });

  it("sends the security headers of DESIGN §7 with every page", async () => {
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
    const response = await get("/assets/app-123.js", { "accept-encoding": "br, gzip" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("cache-control")).toContain("immutable");
    expect(await response.text()).toBe("console.log('app')");
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
      expect(response.headers.get("content-security-policy")).toContain("connect-src 'self' https://platform.example");
    } finally {
      real.server.close();
    }
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
  it("adds a real platform's origin to connect, img and media sources only", () => {
    const policy = contentSecurityPolicy({ apiOrigins: ["https://api.example"] });
    expect(policy).toMatch(/connect-src 'self' https:\/\/api\.example/);
    expect(policy).toMatch(/media-src 'self' blob: https:\/\/api\.example/);
    expect(policy).toMatch(/script-src 'self';/);
  });
});
