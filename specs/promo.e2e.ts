import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { GridModel } from "./models/grid.model";
import { ProfileModel } from "./models/profile.model";

// §2.4/§4 the promo modal: the white-label's overlay, once per browser session, a banner image that leads into the
// site. The platform's answer is given in the browser (QA's `POST /simulator/api/promotions/overlay` changes the
// shared world, which the specs running beside this one would see).
const OVERLAY = { items: [{ placement: "home-overlay", data: { image: "/simulator/media/promo/welcome.svg", link: "/?action=register" } }] };
const withOverlay = (target: Page | BrowserContext) =>
  target.route(/\/api\/performer\/promotion\/whitelabel/, (route) => route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(OVERLAY) }));

test.describe("the promo modal (§4)", () => {
  test("opens once per session with the platform's banner; closing it marks it seen; a new session sees it again", async ({ page, browser, baseURL }) => {
    await withOverlay(page);
    await page.goto("/en");
    const promo = page.getByRole("dialog", { name: "Special offer" });
    await expect(promo).toBeVisible();
    await expect(promo.getByRole("img", { name: "Special offer" })).toHaveAttribute("src", /\/simulator\/media\/promo\/welcome\.svg$/);
    await promo.getByRole("button", { name: "Close" }).click();
    await expect(promo).toHaveCount(0);
    await page.reload();
    await new GridModel(page).waitForCards();
    await page.waitForLoadState("networkidle");
    await expect(promo).toHaveCount(0);

    // Another browser session: offered again; its banner opens the sign-up in the visitor's language.
    const context = await browser.newContext({ baseURL: baseURL! });
    try {
      await withOverlay(context);
      const other = await context.newPage();
      await other.goto("/en");
      const offered = other.getByRole("dialog", { name: "Special offer" });
      await expect(offered.getByRole("link")).toHaveAttribute("href", "/en?action=register");
      await offered.getByRole("link").click();
      await expect(other.getByRole("dialog").getByRole("form", { name: "Sign up" })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test("opens on home only: a session that starts on a profile sees it when it reaches home (issue 28)", async ({ page }) => {
    await withOverlay(page);
    const grid = new GridModel(page);
    await grid.goto("/en");
    const promo = page.getByRole("dialog", { name: "Special offer" });
    await expect(promo).toBeVisible();
    const [username] = await grid.usernames();

    // A new browser session (the overlay is once per session) that starts on a profile.
    const context = await page.context().browser()!.newContext({ baseURL: new URL(page.url()).origin });
    try {
      await withOverlay(context);
      const other = await context.newPage();
      await new ProfileModel(other).goto(username!);
      await other.waitForLoadState("networkidle");
      const offered = other.getByRole("dialog", { name: "Special offer" });
      await expect(offered).toHaveCount(0);
      // The logo: the header's link home.
      await other.getByRole("banner").locator('a[href="/en"]').first().click();
      await expect(offered).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test("the configured grid banner is a tile among the cards, in the server's HTML too, and leads to the sign-up (issue 28)", async ({ page, request }) => {
    const html = await (await request.get("/en")).text();
    expect(html).toMatch(/<a [^>]*href="\/en\?action=register"[^>]*><img [^>]*alt="Special offer"/);
    const grid = new GridModel(page);
    await grid.goto("/en");
    const banner = grid.list.getByRole("listitem").getByRole("link", { name: "Special offer" });
    await expect(banner).toHaveCount(1);
    await expect(banner.getByRole("img")).toHaveAttribute("src", /\/simulator\/media\/promo\/free-minutes\.svg$/);
    await banner.click();
    await expect(page.getByRole("dialog").getByRole("form", { name: "Sign up" })).toBeVisible();
  });

  test("the seeded platform has no overlay: nothing opens", async ({ page }) => {
    await new GridModel(page).goto("/en");
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
