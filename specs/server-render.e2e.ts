import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { GridModel } from "./models/grid.model";

/**
 * Issue 26: every public page arrives rendered. What a crawler, a link preview and a phone get, fetched without a
 * browser (the `request` fixture carries the test's world, so the pages are its own); then a browser without
 * JavaScript, and one with it that must hydrate without a word in the console.
 */

/** The page's HTML and a few things read from it. */
async function html(request: APIRequestContext, path: string) {
  const res = await request.get(path, { maxRedirects: 0 });
  const body = await res.text();
  const attr = (pattern: RegExp) => pattern.exec(body)?.[1];
  return {
    status: res.status(),
    headers: res.headers(),
    body,
    lang: attr(/<html lang="([^"]+)"/),
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]+)"/),
    alternate: (lang: string) => attr(new RegExp(`<link rel="alternate" hreflang="${lang}" href="([^"]+)"`)),
    og: (property: string) => attr(new RegExp(`<meta property="og:${property}" content="([^"]*)"`)),
    root: attr(/<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/) ?? "",
  };
}

/** The grid's cards in the HTML: links to a profile or a live room, each named by its username, with a picture. */
const cardsOf = (root: string) => [...root.matchAll(/<a [^>]*href="([^"]*\/(?:profile|stream)\/[^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map(([, href, inner]) => ({ href: href!, inner: inner! }));

test.describe("every public page arrives rendered (issue 26)", () => {
  test("the HTML of /, /en, a category and a profile carries the head, the grid's links and the texts", async ({ request, baseURL }) => {
    const dutch = await html(request, "/");
    expect(dutch.status).toBe(200);
    expect(dutch.lang).toBe("nl");
    expect(dutch.title).toBeTruthy();
    expect(dutch.description!.length).toBeGreaterThan(20);
    expect(dutch.description!.length).toBeLessThanOrEqual(160);
    expect(dutch.canonical).toBe(`${baseURL}/`);
    expect(dutch.alternate("en")).toBe(`${baseURL}/en`);
    expect(dutch.alternate("x-default")).toBe(`${baseURL}/`);
    expect(dutch.body).toContain('<meta name="robots" content="index, follow" />');
    expect(dutch.body).toContain('<script type="application/json" id="camstage-state">');
    // What a visitor sees first: a grid page of cards named by username, with their pictures; categories; SEO; footer.
    const cards = cardsOf(dutch.root);
    expect(cards.length).toBe(60);
    for (const card of cards.slice(0, 3)) {
      expect(card.inner).toMatch(/<img [^>]*src="[^"]+"/);
      expect(card.inner).toContain(decodeURIComponent(card.href.split("/").pop()!));
    }
    expect(dutch.root).toMatch(/<nav [^>]*aria-label="Categorieën"/);
    expect(dutch.root).toContain("<footer");
    expect(dutch.root).toMatch(/<h1 [^>]*id="seo-general"/);
    // Shared HTML holds no member's parts and no inline script (the CSP refuses them).
    expect(dutch.body).not.toContain("<script>");

    const english = await html(request, "/en");
    expect(english.lang).toBe("en");
    expect(english.canonical).toBe(`${baseURL}/en`);
    expect(english.root).toMatch(/<nav [^>]*aria-label="Categories"/);
    expect(english.og("locale")).toBe("en_GB");

    const category = await html(request, "/en/blonde");
    expect(category.status).toBe(200);
    expect(category.title).toMatch(/^Blonde/);
    expect(category.root).toContain("Blonde cam girls live");
    expect(category.alternate("nl")).toBe(`${baseURL}/blonde`);
    expect(category.body).toContain('"@type":"BreadcrumbList"');

    const [first] = cardsOf(english.root);
    const username = decodeURIComponent(first!.href.split("/").pop()!);
    const profile = await html(request, `/en/profile/${encodeURIComponent(username)}`);
    expect(profile.status).toBe(200);
    expect(profile.title).toMatch(new RegExp(`^${username} \\| `));
    expect(profile.og("type")).toBe("profile");
    expect(profile.og("image")).toMatch(/^http:\/\/.+\/(snapshot|nonude)/);
    expect(profile.root).toMatch(new RegExp(`<h1[^>]*>${username}</h1>`));
    expect(profile.root).toContain("<table");
  });

  test("a profile that does not exist answers 404 with the 404 page; a legacy path is still a 301", async ({ request }) => {
    const missing = await html(request, "/en/profile/nobody-at-all-here");
    expect(missing.status).toBe(404);
    expect(missing.title).toMatch(/^Page not found/);
    expect(missing.body).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect((await html(request, "/en/nope-not-a-category")).status).toBe(404);
    const legacy = await request.get("/en/privacy/", { maxRedirects: 0 });
    expect(legacy.status()).toBe(301);
    expect(legacy.headers().location).toBe("/en/privacy");
  });

  test("/robots.txt names the sitemap; /sitemap.xml indexes the pages and the profiles in both languages", async ({ request, baseURL, qa }) => {
    const robots = await request.get("/robots.txt");
    expect(await robots.text()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${baseURL}/sitemap.xml\n`);
    const index = await (await request.get("/sitemap.xml")).text();
    expect(index).toContain(`<loc>${baseURL}/sitemap-pages.xml</loc>`);
    expect(index).toContain(`<loc>${baseURL}/sitemap-performers-1.xml</loc>`);
    const pages = await (await request.get("/sitemap-pages.xml")).text();
    expect(pages).toContain(`<loc>${baseURL}/en/blonde</loc>`);
    expect(pages).toContain(`<loc>${baseURL}/privacy</loc>`);
    const profiles = await (await request.get("/sitemap-performers-1.xml")).text();
    const performers = await qa.performers();
    expect(profiles.match(/<url>/g)).toHaveLength(performers.length * 2);
    const someone = encodeURIComponent(performers[0]!.username);
    expect(profiles).toMatch(new RegExp(`<url><loc>${baseURL}/en/profile/${someone}</loc><lastmod>\\d{4}-\\d\\d-\\d\\d</lastmod></url>`));
  });

  test("a site its configuration says is not indexable closes robots.txt and marks its pages noindex", async ({ request, qa }) => {
    await qa.configure({ indexable: false });
    expect(await (await request.get("/robots.txt")).text()).toBe("User-agent: *\nDisallow: /\n");
    for (const path of ["/", "/en", "/en/blonde"]) {
      const page = await html(request, path);
      expect(page.status, path).toBe(200);
      expect(page.body, path).toContain('<meta name="robots" content="noindex, nofollow" />');
    }
  });

  test("an outage during a server render is no 500: the page comes as the client shell, kept by no cache", async ({ request, qa }) => {
    await qa.outage(30);
    try {
      const page = await html(request, "/en");
      expect(page.status).toBe(200);
      expect(page.headers["cache-control"]).toBe("no-cache");
      expect(page.body).toContain('<div id="root"></div>');
    } finally {
      await qa.endOutage();
    }
    expect((await html(request, "/en")).root).not.toBe("");
  });
});

test.describe("without JavaScript (issue 26)", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor pages through the grid, opens a profile, reads the SEO text and switches language", async ({ page }) => {
    const grid = new GridModel(page);
    await grid.goto("/en");
    const firstPage = await grid.usernames();
    expect(firstPage).toHaveLength(60);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/en\?page=2$/);
    const secondPage = await grid.usernames();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);
    await expect(page.getByRole("link", { name: "Previous page" })).toBeVisible();

    const username = secondPage[0]!;
    await grid.card(username).click();
    await expect(page.getByRole("heading", { level: 1, name: username })).toBeVisible();
    await page.getByRole("link", { name: "Nederlands" }).click();
    await expect(page).toHaveURL(new RegExp(`/(profile|stream)/${encodeURIComponent(username)}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
  });
});

/** Console errors and warnings, and uncaught errors, while a page loads and hydrates. */
function consoleOf(page: Page): string[] {
  const lines: string[] = [];
  page.on("console", (message) => {
    // The browser reports a 404 document as a failed resource: that is the 404 page's own status.
    if (message.text().startsWith("Failed to load resource: the server responded with a status of 404")) return;
    if (message.type() === "error" || message.type() === "warning") lines.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => lines.push(`pageerror: ${error.message}`));
  return lines;
}

test("every public page hydrates with JavaScript on: no console error, no hydration warning, nothing moves (issue 26)", async ({ page, qa }) => {
  const log = consoleOf(page);
  // Layout shifts from the first paint of the server's HTML on (it must arrive styled: CLS ≤ 0.05).
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  const performers = await qa.performers();
  const offline = performers.find((performer) => performer.status === "offline")!.username;
  const live = performers.find((performer) => performer.status === "free")!.username;
  for (const path of ["/", "/en", "/en/blonde", `/en/profile/${encodeURIComponent(offline)}`, `/en/stream/${encodeURIComponent(live)}`, "/en/privacy", "/en/404"]) {
    await page.goto(path);
    // Hydrated: the page's controls take input (entry.ts holds them until React has taken the server's HTML over).
    await expect(page.locator("#root:not([data-hydrating])")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    expect(log, path).toEqual([]);
    const shifted = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0));
    expect(shifted, `${path}: layout shift`).toBeLessThanOrEqual(0.05);
  }
});

test("issue 28: a page with a seasonal theme, and one in a language the operator turned on, hydrate as cleanly", async ({ page, seededWorld: qa }) => {
  const log = consoleOf(page);
  await qa.configure({ theme: "valentine", languages: [{ key: "nl", name: "Nederlands" }, { key: "en", name: "English" }, { key: "de", name: "Deutsch" }] });
  for (const path of ["/en", "/de", "/de/privacy"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator("#root:not([data-hydrating])")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    expect(log, path).toEqual([]);
  }
  // The decoration came with the server's HTML and stays once the browser has taken the page over.
  await page.goto("/de");
  await expect(page.locator("#root:not([data-hydrating])")).toHaveCount(1);
  await expect(page.getByRole("banner").locator('[data-decoration="valentine"] svg')).toHaveCount(6);
  // The German site's legal text is the English one, marked as such (there is no German text).
  await page.goto("/de/privacy");
  await expect(page.locator("main [lang=en]").first()).toBeVisible();
  expect(log).toEqual([]);
});
