import { expect, test } from "@playwright/test";
import { RedirectsModel } from "./models/redirects.model";

// §2.1 legacy redirects: each rule is a real HTTP 301 from the production server with its Location.
const RULES: ReadonlyArray<readonly [from: string, to: string, rule: string]> = [
  ["/blonde/", "/blonde", "trailing slash removed"],
  ["/en/blonde/", "/en/blonde", "trailing slash removed under /en"],
  ["/en/", "/en", "trailing slash removed from the language root"],
  ["/cookies/?p=abc123", "/cookies?p=abc123", "trailing slash removed, query kept"],
  ["/profiel/SweetAnna", "/profile/SweetAnna", "old Dutch profile path"],
  ["/en/profiel/SweetAnna", "/en/profile/SweetAnna", "old Dutch profile path under a prefix"],
  ["/?sect=profile&m=SweetAnna", "/profile/SweetAnna", "sect=profile with m"],
  ["/search/blonde", "/", "search/…"],
  ["/search/blonde/teen", "/", "search/… deeper"],
  ["/de/search/blonde", "/", "two-letter prefix + search/…"],
  // A routed prefix (en, nl) keeps the visitor's language: its home is "/" in that language.
  ["/en/search/anything", "/en", "routed prefix + search/…"],
  ["/nl/search/blonde", "/nl", "routed prefix + search/…"],
  ["/splash", "/", "legacy path splash"],
  ["/splash?p=abc&foo=1", "/?p=abc", "legacy path keeps only the base query"],
  ["/en/splash", "/en", "legacy path under a prefix"],
  ["/style", "/", "legacy path style"],
  ["/archief", "/", "legacy path archief"],
  ["/respo", "/", "legacy path respo"],
  ["/filter", "/", "legacy path filter"],
  ["/categorie", "/", "legacy path categorie"],
  ["/categorie/blond", "/", "legacy path categorie/…"],
  ["/betalen", "/", "legacy path betalen"],
  ["/helpdesk", "/", "legacy path helpdesk"],
  ["/algemene-voorwaarden", "/terms-conditions", "old Dutch terms path"],
  ["/en/algemene-voorwaarden", "/en/terms-conditions", "old Dutch terms path under a prefix"],
];

test.describe("legacy redirects (§2.1)", () => {
  for (const [from, to, rule] of RULES) {
    test(`${rule}: ${from} → 301 ${to}`, async ({ request, baseURL }) => {
      await new RedirectsModel(request, baseURL!).expectMovedPermanently(from, to);
    });
  }

  test("current routes are served directly, not redirected", async ({ request, baseURL }) => {
    const redirects = new RedirectsModel(request, baseURL!);
    // A profile that exists (issue 26: one that does not answers 404).
    const [performer] = (await (await request.get("/simulator/api/performers")).json()) as { username: string }[];
    const profile = `/profile/${encodeURIComponent(performer!.username)}`;
    for (const path of ["/", "/en", "/nl", "/blonde", "/en/blonde", profile, "/terms-conditions", "/en/cookies"]) {
      expect(await redirects.probe(path), `GET ${path}`).toEqual({ status: 200, location: null });
    }
  });

  test("a redirect lands on a working page in the browser", async ({ page }) => {
    await page.goto("/algemene-voorwaarden");
    await expect(page).toHaveURL(/\/terms-conditions$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("a guest opening /favourites (login only) is sent home", async ({ page }) => {
    await page.goto("/favourites");
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await page.goto("/en/favourites");
    await expect(page).toHaveURL((url) => url.pathname === "/en");
  });
});
