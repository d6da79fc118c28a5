import { expect, type Locator, type Page } from "@playwright/test";

/** §2.4 age verification modal, opened by `splash6=true` (§2.1 query actions). */
export class AgeGateModel {
  readonly dialog: Locator;
  readonly agree: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole("dialog");
    this.agree = this.dialog.getByRole("button", { name: /agree|akkoord/i });
  }

  async open(path = "/en"): Promise<void> {
    await this.page.goto(`${path}?splash6=true`);
    await expect(this.dialog).toBeVisible({ timeout: 20_000 });
  }

  async accept(): Promise<void> {
    await this.agree.click();
    await expect(this.dialog).toBeHidden();
  }
}
