// @vitest-environment node
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_CONFIGURATION, SIMULATOR_BASES, type Category, type PerformerListItem } from "@camstage/core";
import { mountSitemap, pageEntries, performerEntries, robotsTxt, sitemapIndex, urlSet } from "./sitemap";

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 28, 12);
const performer = (user: number, onlineStatus: number, username = `p${user}`): PerformerListItem => ({
  user, username, rating: 0, onlineStatus, url: "", snapshot: "", nonude: "", age: 20, city: "", languages: [], cybertoy: 0, firstCamSession: NOW - 30 * DAY,
});
const category = (slug: string, active = true) => ({ slug, active }) as unknown as Category;

describe("the sitemaps (issue 26)", () => {
  it("write the protocol's XML, escaped", () => {
    expect(urlSet([{ loc: "https://x/a?b=1&c=2", lastmod: "2026-11-28" }])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>https://x/a?b=1&amp;c=2</loc><lastmod>2026-11-28</lastmod></url>\n</urlset>\n',
    );
    expect(sitemapIndex([{ loc: "https://x/sitemap-pages.xml", lastmod: "2026-11-28" }])).toContain("<sitemap><loc>https://x/sitemap-pages.xml</loc><lastmod>2026-11-28</lastmod></sitemap>");
  });

  it("list home, the legal pages and the active categories in every language", () => {
    const locs = pageEntries("https://x", [category("blond"), category("hidden", false)], "2026-11-01", ["nl", "en"]).map((entry) => entry.loc);
    expect(locs).toEqual([
      "https://x/", "https://x/en", "https://x/terms-conditions", "https://x/en/terms-conditions", "https://x/privacy", "https://x/en/privacy",
      "https://x/cookies", "https://x/en/cookies", "https://x/blond", "https://x/en/blond",
    ]);
    // Issue 28: a language the operator turned on is listed beside them.
    const withGerman = pageEntries("https://x", [category("blond")], "2026-11-01", ["nl", "en", "de"]).map((entry) => entry.loc);
    expect(withGerman.slice(0, 3)).toEqual(["https://x/", "https://x/en", "https://x/de"]);
    expect(withGerman).toContain("https://x/de/blond");
  });

  it("list each profile in every language, dated today while she is online", () => {
    const entries = performerEntries("https://x", [performer(1, 1, "Anna Bé"), performer(2, 0)], NOW, ["nl", "en"]);
    expect(entries).toEqual([
      { loc: "https://x/profile/Anna%20B%C3%A9", lastmod: "2026-11-28" },
      { loc: "https://x/en/profile/Anna%20B%C3%A9", lastmod: "2026-11-28" },
      { loc: "https://x/profile/p2", lastmod: "2026-10-29" },
      { loc: "https://x/en/profile/p2", lastmod: "2026-10-29" },
    ]);
  });

  it("robots.txt names the sitemap, or closes the whole site when it is not indexable", () => {
    expect(robotsTxt("https://x", true)).toBe("User-agent: *\nAllow: /\n\nSitemap: https://x/sitemap.xml\n");
    expect(robotsTxt("https://x", false)).toBe("User-agent: *\nDisallow: /\n");
  });
});

describe("the sitemaps served from the platform's lists", () => {
  const PERFORMERS = 30_001;
  let indexable = true;
  let languages = DEFAULT_CONFIGURATION.languages;
  let server: http.Server;
  let base = "";
  const platform = express();
  platform.get("/api/whitelabel/common/configuration.json", (_req, res) => void res.json({ ...DEFAULT_CONFIGURATION, indexable, languages }));
  platform.get("/api/performer/featured/categories", (_req, res) => void res.status(503).end());
  platform.get("/api/performer/user/find", (req, res) => {
    const offset = Number(req.query["pagination[offset]"] ?? (req.query.pagination as { offset?: string } | undefined)?.offset ?? 0);
    const limit = Number(req.query["pagination[limit]"] ?? (req.query.pagination as { limit?: string } | undefined)?.limit ?? 60);
    const count = Math.max(0, Math.min(limit, PERFORMERS - offset));
    res.json({ items: Array.from({ length: count }, (_, i) => performer(offset + i, 0)), total: PERFORMERS });
  });
  beforeAll(async () => {
    const app = express();
    app.use(platform);
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const bases = Object.fromEntries(Object.entries(SIMULATOR_BASES).map(([api, path]) => [api, `${base}${path}`])) as typeof SIMULATOR_BASES;
    // The variant follows the configuration, so each test's is asked for afresh (the sitemaps are kept).
    mountSitemap(app, { platform: () => ({ bases, apiKey: "key", headers: {}, variant: `${indexable}:${languages.length}` }), now: () => NOW });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("pages 30,001 profiles (60,002 URLs in two languages) into files of at most 50,000 URLs; categories that fail are left out", async () => {
    const index = await (await fetch(`${base}/sitemap.xml`)).text();
    expect(index.match(/<sitemap>/g)).toHaveLength(3);
    expect(index).toContain(`${base}/sitemap-performers-2.xml`);
    const first = await (await fetch(`${base}/sitemap-performers-1.xml`)).text();
    const second = await (await fetch(`${base}/sitemap-performers-2.xml`)).text();
    expect(first.match(/<url>/g)).toHaveLength(50_000);
    expect(second.match(/<url>/g)).toHaveLength(10_002);
    expect((await fetch(`${base}/sitemap-performers-3.xml`)).status).toBe(404);
    const pages = await (await fetch(`${base}/sitemap-pages.xml`)).text();
    expect(pages.match(/<url>/g)).toHaveLength(8);
    expect(await (await fetch(`${base}/robots.txt`)).text()).toContain(`Sitemap: ${base}/sitemap.xml`);
  });

  it("issue 28: a third language turned on makes 90,003 profile URLs, still at most 50,000 a file", async () => {
    languages = [...DEFAULT_CONFIGURATION.languages, { key: "de", name: "Deutsch" }];
    const index = await (await fetch(`${base}/sitemap.xml`)).text();
    expect(index.match(/<sitemap>/g)).toHaveLength(3);
    const first = await (await fetch(`${base}/sitemap-performers-1.xml`)).text();
    const second = await (await fetch(`${base}/sitemap-performers-2.xml`)).text();
    expect(first.match(/<url>/g)).toHaveLength(49_998);
    expect(second.match(/<url>/g)).toHaveLength(40_005);
    expect(first).toContain(`${base}/de/profile/p0<`);
    const pages = await (await fetch(`${base}/sitemap-pages.xml`)).text();
    expect(pages.match(/<url>/g)).toHaveLength(12);
    languages = DEFAULT_CONFIGURATION.languages;
  });

  it("robots.txt disallows everything when the configuration says the site is not indexable", async () => {
    indexable = false;
    const res = await fetch(`${base}/robots.txt`);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await res.text()).toBe("User-agent: *\nDisallow: /\n");
  });
});
