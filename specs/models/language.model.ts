import { expect, type Locator, type Page } from "@playwright/test";

/** §2.3 language menu in the header: lists the other languages; choosing one moves to its prefix. */
export class LanguageModel {
  readonly trigger: Locator;

  constructor(readonly page: Page) {
    this.trigger = page.getByRole("banner").getByRole("button", { name: /^(Language|Taal): / });
  }

  htmlLang(): Promise<string | null> {
    return this.page.locator("html").getAttribute("lang");
  }

  async switchTo(languageName: string): Promise<void> {
    await this.trigger.click();
    await this.page.getByRole("menuitem", { name: languageName }).click();
  }

  async expectLanguage(lang: "en" | "nl"): Promise<void> {
    await expect(this.page.locator("html")).toHaveAttribute("lang", new RegExp(`^${lang}`));
  }
}
