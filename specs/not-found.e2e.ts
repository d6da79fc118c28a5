import { expect, test } from "./fixtures";
import { ErrorPageModel } from "./models/error-page.model";

// §8: a profile that fails to load goes to /404; the 404 page says 'Page not found' with a link home.
test.describe("unknown profile → 404", () => {
  test("an unknown performer's profile moves to the English 404 page", async ({ page }) => {
    await page.goto("/en/profile/NoSuchPerformer123");
    const errorPage = new ErrorPageModel(page);
    await errorPage.expectNotFound("en");
    await expect(page).toHaveTitle(/not found|404/i);
  });

  test("the Dutch 404 page links back home", async ({ page }) => {
    await page.goto("/profile/NoSuchPerformer123");
    const errorPage = new ErrorPageModel(page);
    await errorPage.expectNotFound("nl");
    await expect(page.locator("html")).toHaveAttribute("lang", /^nl/);
    await errorPage.homeLink.first().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("/404 itself shows the not-found page", async ({ page }) => {
    await page.goto("/en/404");
    await new ErrorPageModel(page).expectNotFound("en");
  });
});
