import { expect, type Locator, type Page } from "@playwright/test";

/** §2.3 search bar: a labelled combobox with server autocomplete (ARCHITECTURE §4). */
export class SearchModel {
  readonly combobox: Locator;
  readonly listbox: Locator;

  constructor(readonly page: Page) {
    // The bar (desktop) and the page (mobile) each hold one; the visible one is the visitor's.
    this.combobox = page.getByRole("combobox", { name: /search|zoek/i }).filter({ visible: true }).first();
    this.listbox = page.getByRole("listbox");
  }

  option(username: string): Locator {
    return this.page.getByRole("option", { name: new RegExp(`^${escapeRegExp(username)}\\b`) });
  }

  async type(text: string): Promise<void> {
    await this.combobox.click();
    await this.combobox.pressSequentially(text, { delay: 40 });
  }

  async choose(username: string): Promise<void> {
    const option = this.option(username);
    await expect(option).toBeVisible({ timeout: 10_000 });
    await option.click();
  }
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
