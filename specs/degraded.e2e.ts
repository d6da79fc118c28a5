import type { Page, Route } from "@playwright/test";
import { expect, test } from "./fixtures";
import { GridModel } from "./models/grid.model";
import { SearchModel } from "./models/search.model";

/**
 * Issue 14: partial outages degrade instead of taking the page down. The browser itself calls the platform (the
 * simulator under /api/…, also for the white-label configuration), so the spec answers those calls in the browser with
 * a malformed body or a 500 (the page's first data too, once the server has sent the client shell).
 */
const CALLS = {
  configuration: /\/api\/whitelabel\/common\/configuration\.json/,
  categories: /\/api\/performer\/featured\/categories/,
  autocomplete: /\/api\/performer\/user\/autocomplete/,
  geo: /\/api\/geo\/json/,
  promotions: /\/api\/performer\/promotion\/whitelabel/,
  grid: /\/api\/performer\/user\/find/,
} as const;

type Outage = "malformed" | "failed";

/** Answers a call as a broken platform would; `malformed` is a 200 whose body does not match the call's shape. */
const breakWith = (outage: Outage, malformed: unknown) => (route: Route) =>
  outage === "malformed"
    ? route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(malformed) })
    : route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ label: "server.error" }) });

/**
 * The page as the browser renders it itself, which it does when the server's render met a failing platform (issue 26
 * sends the client shell then): the spec breaks the browser's calls, so the server is given the shell to send. The
 * shell is the same for every route; a login-only page's (never server-rendered) is fetched for it.
 */
async function renderedByTheBrowser(page: Page, path: string): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      await route.fulfill({ response: await route.fetch({ url: new URL("/en/favourites", route.request().url()).href }) });
    },
  );
}

/** Collects the console warnings and errors (§8: a failure is reported in the log). */
function logOf(page: Page): string[] {
  const lines: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning" || message.type() === "error") lines.push(message.text());
  });
  return lines;
}

/** A working English home page: the grid with performers, no error page, a header that opens the login dialog. */
async function expectWorkingHome(page: Page): Promise<void> {
  const grid = new GridModel(page);
  await grid.waitForCards();
  await expect.poll(() => grid.cards.count()).toBeGreaterThan(0);
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
  await page.getByRole("banner").getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("dialog").getByRole("form", { name: "Log in" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

test.describe("partial outages degrade (issue 14)", () => {
  for (const outage of ["malformed", "failed"] as const) {
    test(`${outage} categories: the bar shows no category pills, the rest of the home page works`, async ({ page }) => {
      const log = logOf(page);
      await page.route(CALLS.categories, breakWith(outage, [{ slug: 1 }]));
      await renderedByTheBrowser(page, "/en");
      await page.goto("/en");
      await expectWorkingHome(page);
      const bar = page.getByRole("navigation", { name: "Categories" });
      await expect(bar.getByRole("link", { name: "All models" })).toBeVisible();
      await expect(bar.getByRole("link")).toHaveCount(1);
      await expect(new SearchModel(page).combobox).toBeVisible();
      expect(log.some((line) => line.includes("categories could not be loaded"))).toBe(true);
    });

    test(`${outage} categories on a category page: it says so in its place, the header works; trying again once they answer shows the category`, async ({ page }) => {
      await page.route(CALLS.categories, breakWith(outage, [{ slug: 1 }]));
      await renderedByTheBrowser(page, "/en/blonde");
      await page.goto("/en/blonde");
      const alert = page.getByRole("alert").filter({ hasText: "This category could not be loaded." });
      await expect(alert).toBeVisible();
      await expect(page.getByText("Something went wrong")).toHaveCount(0);
      await page.getByRole("banner").getByRole("button", { name: "Log in" }).click();
      await expect(page.getByRole("dialog").getByRole("form", { name: "Log in" })).toBeVisible();
      await page.keyboard.press("Escape");
      await page.unroute(CALLS.categories);
      await alert.getByRole("button", { name: "Try again" }).click();
      await expect(page.getByRole("heading", { name: "Blonde cam girls live" })).toBeVisible();
      await new GridModel(page).waitForCards();
    });

    test(`${outage} configuration: the site runs on the built-in white-label defaults with a notice in the log`, async ({ page }) => {
      const log = logOf(page);
      await page.route(CALLS.configuration, breakWith(outage, { company: "nope" }));
      await renderedByTheBrowser(page, "/en");
      await page.goto("/en");
      await expectWorkingHome(page);
      await expect(page.getByRole("banner").getByRole("img", { name: "Camstage" })).toHaveAttribute("src", "/favicon.svg");
      expect(log.some((line) => line.includes("using the built-in defaults"))).toBe(true);
    });

    test(`${outage} autocomplete: the search box says the suggestions are unavailable`, async ({ page }) => {
      let asked = 0;
      await page.route(CALLS.autocomplete, (route) => {
        asked++;
        return breakWith(outage, { items: [{ username: 5 }] })(route);
      });
      await page.goto("/en");
      await new GridModel(page).waitForCards();
      const search = new SearchModel(page);
      await search.type("so");
      await expect(search.combobox).toHaveAccessibleDescription("Suggestions are unavailable right now");
      await expect(page.getByText("Suggestions are unavailable right now").first()).toBeVisible();
      expect(asked).toBeGreaterThan(0);
      await expect(page.getByText("Something went wrong")).toHaveCount(0);
      await expect(search.combobox).toHaveValue("so");
    });

    test(`${outage} promotions: no promo, the page keeps working`, async ({ page }) => {
      const log = logOf(page);
      let asked = 0;
      await page.route(CALLS.promotions, (route) => {
        asked++;
        return breakWith(outage, { items: [{ placement: 5 }] })(route);
      });
      await page.goto("/en");
      await expectWorkingHome(page);
      await expect.poll(() => asked).toBeGreaterThan(0);
      await expect.poll(() => log.some((line) => line.includes("The promotions could not be loaded"))).toBe(true);
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });

    test(`${outage} geo lookup: ignored, the page keeps working`, async ({ page }) => {
      let lookedUp = () => {};
      const looked = new Promise<void>((resolve) => (lookedUp = resolve));
      await page.route(CALLS.geo, (route) => {
        lookedUp();
        return breakWith(outage, { country_code: 7 })(route);
      });
      await page.goto("/en");
      // §9 the lookup starts after the prefetch timeout, once the page is there.
      await looked;
      await expectWorkingHome(page);
    });
  }

  test("a malformed grid answer shows 'could not be loaded, try again'; trying again once it answers shows performers", async ({ page }) => {
    await page.route(CALLS.grid, breakWith("malformed", { items: "nope" }));
    await renderedByTheBrowser(page, "/en");
    await page.goto("/en");
    const alert = page.getByRole("alert").filter({ hasText: "The performers could not be loaded." });
    await expect(alert).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: "Log in" })).toBeVisible();
    await page.unroute(CALLS.grid);
    await page.getByRole("button", { name: "Try again" }).click();
    await new GridModel(page).waitForCards();
    await expect(alert).toHaveCount(0);
  });
});
