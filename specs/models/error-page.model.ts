import { expect, type Locator, type Page } from "@playwright/test";

/** §2.3 / §8 error page: the 404 page with its texts and a link home. */
export class ErrorPageModel {
  readonly heading: Locator;
  readonly homeLink: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1 });
    this.homeLink = page.getByRole("region").filter({ has: this.heading }).getByRole("link");
  }

  async expectNotFound(lang: "en" | "nl"): Promise<void> {
    await expect(this.page).toHaveURL(lang === "en" ? /\/en\/404$/ : /\/404$/);
    if (lang === "en") {
      await expect(this.page.getByText("Page not found").first()).toBeVisible();
      await expect(this.page.getByText("This page could not be found").first()).toBeVisible();
    } else {
      await expect(this.heading).toBeVisible();
    }
    await expect(this.page.getByText("404").first()).toBeVisible();
  }
}
