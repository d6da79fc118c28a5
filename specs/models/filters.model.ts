import { expect, type Locator, type Page } from "@playwright/test";

/** §2.3 category filter bar (desktop), filter drawer with pills and the §3 filter catalogue. */
export class FiltersModel {
  readonly categoryBar: Locator;
  readonly openButton: Locator;
  readonly drawer: Locator;
  readonly activeFilters: Locator;

  constructor(readonly page: Page) {
    this.categoryBar = page.getByRole("navigation", { name: /^(categories|categorieën)$/i });
    this.openButton = page.getByRole("button", { name: /^filters/i }).filter({ visible: true }).first();
    this.drawer = page.getByRole("dialog", { name: /^filters$/i });
    this.activeFilters = page.getByRole("list", { name: /active filters|actieve filters/i });
  }

  category(name: string): Locator {
    return this.categoryBar.getByRole("link", { name, exact: true });
  }

  /** A toggle pill of a catalogue group, e.g. ("Hair colour", "Redhead"). */
  pill(group: string, option: string): Locator {
    return this.drawer.getByRole("group", { name: group }).getByRole("button", { name: option, exact: true });
  }

  async open(): Promise<void> {
    await this.openButton.click();
    await expect(this.drawer).toBeVisible();
  }

  async toggle(group: string, option: string): Promise<void> {
    const pill = this.pill(group, option);
    const before = await pill.getAttribute("aria-pressed");
    await pill.click();
    await expect(pill).toHaveAttribute("aria-pressed", before === "true" ? "false" : "true");
  }

  async close(): Promise<void> {
    await this.drawer.getByRole("button", { name: /show models|toon modellen/i }).click();
    await expect(this.drawer).toBeHidden();
  }
}
