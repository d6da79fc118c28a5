import { expect, type Locator, type Page } from "@playwright/test";

/** §2.3 language menu in the header: lists the other languages; choosing one moves to its prefix. */
export class LanguageModel {
  readonly trigger: Locator;

  constructor(readonly page: Page) {
    this.trigger = page.getByRole("banner").getByRole("button", { name: /^(Language|Taal|Sprache): / });
  }

  htmlLang(): Promise<string | null> {
    return this.page.locator("html").getAttribute("lang");
  }

  async switchTo(languageName: string): Promise<void> {
    await this.trigger.click();
    await this.page.getByRole("menuitem", { name: languageName }).click();
  }

  /** The languages the menu offers, by their `lang` (the current one is not among them). */
  async offered(): Promise<string[]> {
    await this.trigger.click();
    await expect(this.page.getByRole("menu")).toBeVisible();
    const langs = await this.page.getByRole("menuitem").evaluateAll((items) => items.map((item) => item.getAttribute("lang") ?? ""));
    await this.page.keyboard.press("Escape");
    return langs;
  }

  async expectLanguage(lang: "en" | "nl" | "de"): Promise<void> {
    await expect(this.page.locator("html")).toHaveAttribute("lang", new RegExp(`^${lang}`));
  }
}
