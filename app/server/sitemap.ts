import type { Express, Request } from "express";
import { createPlatformClient, enabledLocales, localizePath, performerApi, statusFromOnlineStatus, type Category, type Configuration, type PerformerListItem, type RoutedLocale } from "@camstage/core";
import { DEFAULT_CONFIGURATION } from "@camstage/core/domain/configuration.defaults";
import { platformFetch, type RenderPlatform } from "./page-render";

/** The sitemaps' protocol allows 50,000 URLs a file. */
export const SITEMAP_MAX_URLS = 50_000;
/** Each performer has a profile URL per language the site is in, and a file holds at most 50,000. */
const performersPerFile = (locales: readonly RoutedLocale[]) => Math.floor(SITEMAP_MAX_URLS / locales.length);
/** Performers asked of the platform at once (its largest page). */
const FIND_PAGE = 500;
/** The sitemaps are made again at most this often (the platform is asked once per interval and origin). */
const SITEMAP_TTL_MS = 10 * 60_000;
/** The legal pages, the same in every language (§2.1). */
const STATIC_PATHS = ["/", "/terms-conditions", "/privacy", "/cookies"] as const;

export interface SitemapEntry {
  readonly loc: string;
  /** A day (`2026-11-28`). */
  readonly lastmod: string;
}

const escapeXml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A `<urlset>` of entries. */
export function urlSet(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => `  <url><loc>${escapeXml(entry.loc)}</loc><lastmod>${entry.lastmod}</lastmod></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** The `<sitemapindex>` naming the files. */
export function sitemapIndex(files: readonly SitemapEntry[]): string {
  const items = files.map((file) => `  <sitemap><loc>${escapeXml(file.loc)}</loc><lastmod>${file.lastmod}</lastmod></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
}

/** A path's URL in each language (Dutch unprefixed, §2.1). */
const everyLanguage = (origin: string, rest: string, locales: readonly RoutedLocale[]) => locales.map((locale) => `${origin}${localizePath(rest, locale)}`);

/**
 * Home, the legal pages and the active categories, in every language the site is in (issue 28: `locales`, from its
 * configuration); `lastmod` is when the site last changed (it started).
 */
export function pageEntries(origin: string, categories: readonly Category[], lastmod: string, locales: readonly RoutedLocale[]): SitemapEntry[] {
  const paths = [...STATIC_PATHS, ...categories.filter((category) => category.active).map((category) => `/${category.slug}`)];
  return paths.flatMap((rest) => everyLanguage(origin, rest, locales).map((loc) => ({ loc, lastmod })));
}

/**
 * A performer's profile in every language. Its `lastmod`: today while she is online (her page shows her live), else
 * the day she began (the list says no more; her profile's own last session is a call per performer away).
 */
export function performerEntries(origin: string, performers: readonly PerformerListItem[], now: number, locales: readonly RoutedLocale[]): SitemapEntry[] {
  return performers.flatMap((performer) => {
    const lastmod = statusFromOnlineStatus(performer.onlineStatus) === "offline" ? day(Math.min(performer.firstCamSession, now)) : day(now);
    return everyLanguage(origin, `/profile/${encodeURIComponent(performer.username)}`, locales).map((loc) => ({ loc, lastmod }));
  });
}

/** robots.txt: everything open and the sitemap named, or everything closed when the site is not indexable (§3). */
export function robotsTxt(origin: string, indexable: boolean): string {
  return indexable ? `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n` : "User-agent: *\nDisallow: /\n";
}

interface Snapshot {
  readonly expires: number;
  readonly configuration: Configuration;
  readonly categories: readonly Category[];
  readonly performers: readonly PerformerListItem[];
}

export interface SitemapOptions {
  readonly platform: (req: Request) => RenderPlatform;
  readonly fetch?: typeof fetch;
  readonly now?: () => number;
  /** How long what the platform answered is kept (10 minutes unless told; the simulator's worlds change any time: 0). */
  readonly keepMs?: number;
}

/**
 * Issue 26: `/robots.txt`, `/sitemap.xml` (an index) and its files: `/sitemap-pages.xml` (home, legal pages and
 * categories per language) and `/sitemap-performers-N.xml` (profiles, at most 50,000 URLs a file). The platform is
 * asked with the api key, as the server render does; what it cannot answer is left out (never a 500).
 */
export function mountSitemap(app: Express, options: SitemapOptions): void {
  const now = options.now ?? Date.now;
  const started = day(now());
  const snapshots = new Map<string, Promise<Snapshot>>();
  const snapshotFor = (req: Request): Promise<Snapshot> => {
    const platform = options.platform(req);
    const key = platform.variant;
    const kept = snapshots.get(key);
    if (kept) return kept.then((snapshot) => (snapshot.expires > now() ? snapshot : refresh()));
    return refresh();
    function refresh() {
      const made = load(platform);
      snapshots.set(key, made);
      return made;
    }
  };
  const load = async (platform: RenderPlatform): Promise<Snapshot> => {
    const client = createPlatformClient({
      bases: platform.bases,
      apiKey: platform.apiKey,
      lang: "nl",
      noNude: false,
      getToken: () => undefined,
      fetch: platformFetch(options.fetch ?? fetch, platform.headers, AbortSignal.timeout(30_000)),
    });
    const [configuration, categories, performers] = await Promise.all([
      client.call(performerApi.configuration).catch(() => DEFAULT_CONFIGURATION),
      client.call(performerApi.categories).catch(() => []),
      allPerformers(client).catch(() => []),
    ]);
    return { expires: now() + (options.keepMs ?? SITEMAP_TTL_MS), configuration, categories: categories as readonly Category[], performers };
  };
  const origin = (req: Request) => `${req.protocol}://${req.get("host") ?? "localhost"}`;
  const xml = (res: import("express").Response, body: string) => {
    res.setHeader("Cache-Control", "public, max-age=3600");
    res.type("application/xml").send(body);
  };

  app.get("/robots.txt", async (req, res) => {
    const { configuration } = await snapshotFor(req);
    res.setHeader("Cache-Control", "public, max-age=3600");
    res.type("text/plain").send(robotsTxt(origin(req), configuration.indexable));
  });
  app.get("/sitemap.xml", async (req, res) => {
    const { performers, configuration } = await snapshotFor(req);
    const files = Math.ceil(performers.length / performersPerFile(enabledLocales(configuration.languages)));
    const today = day(now());
    const entries = [{ loc: `${origin(req)}/sitemap-pages.xml`, lastmod: started }];
    for (let n = 1; n <= files; n++) entries.push({ loc: `${origin(req)}/sitemap-performers-${n}.xml`, lastmod: today });
    xml(res, sitemapIndex(entries));
  });
  app.get("/sitemap-pages.xml", async (req, res) => {
    const { categories, configuration } = await snapshotFor(req);
    xml(res, urlSet(pageEntries(origin(req), categories, started, enabledLocales(configuration.languages))));
  });
  app.get(/^\/sitemap-performers-([1-9][0-9]{0,5})\.xml$/, async (req, res, next) => {
    const n = Number(req.params[0]);
    const { performers, configuration } = await snapshotFor(req);
    const locales = enabledLocales(configuration.languages);
    const perFile = performersPerFile(locales);
    const slice = performers.slice((n - 1) * perFile, n * perFile);
    if (slice.length === 0) return next();
    xml(res, urlSet(performerEntries(origin(req), slice, now(), locales)));
  });
}

/** Every performer the platform lists, a page at a time. */
async function allPerformers(client: ReturnType<typeof createPlatformClient>): Promise<PerformerListItem[]> {
  const all: PerformerListItem[] = [];
  for (;;) {
    const page = await client.call(performerApi.find, { query: { pagination: { limit: FIND_PAGE, offset: all.length } } });
    all.push(...page.items);
    if (page.items.length === 0 || all.length >= page.total) return all;
  }
}
