import { expect, type Locator, type Page } from "@playwright/test";

/** §2.3 category SEO block: main title and content plus h2 tabs (tab, title, content). */
export class CategoryModel {
  readonly seo: Locator;
  readonly tabs: Locator;

  constructor(readonly page: Page) {
    this.seo = page.getByRole("region").filter({ has: page.getByRole("tablist") });
    this.tabs = page.getByRole("tablist").getByRole("tab");
  }

  tab(name: string): Locator {
    return this.page.getByRole("tab", { name, exact: true });
  }

  /** The visible tab panel. */
  panel(): Locator {
    return this.page.getByRole("tabpanel");
  }

  async selectTab(name: string): Promise<void> {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute("aria-selected", "true");
  }
}
