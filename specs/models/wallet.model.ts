import { expect, type Locator, type Page } from "@playwright/test";

/** §2.5 the wallet drawer, the payment window and the dial-in drawer, through roles and accessible names. */
export class WalletModel {
  constructor(private readonly page: Page) {}

  get drawer(): Locator {
    return this.page.getByRole("dialog", { name: "Buy credits" });
  }

  get dialIn(): Locator {
    return this.page.getByRole("dialog", { name: "Pay by phone" });
  }

  payButton(): Locator {
    return this.drawer.getByRole("button", { name: /^Pay(?! by phone)/ });
  }

  bundles(): Locator {
    return this.drawer.getByRole("radiogroup", { name: "Choose your credits" });
  }

  /** Opens the wallet from the header's credits button (§2.3). */
  async open() {
    await this.page.getByRole("banner").getByRole("button", { name: /^Credits: / }).click();
    await expect(this.bundles()).toBeVisible();
    await expect(this.payButton()).toBeEnabled();
  }

  /** Presses Pay: the payment window opens within the click, then shows the provider's page. */
  async pay(): Promise<Page> {
    const popup = this.page.waitForEvent("popup");
    await this.payButton().click();
    const window = await popup;
    await window.waitForURL(/\/simulator\/pay\//);
    return window;
  }

  async expectSuccess(minutes: number) {
    await expect(this.drawer.getByRole("heading", { name: "Payment successful" })).toBeVisible();
    await expect(this.drawer.getByRole("status").filter({ hasText: "added to your balance" })).toContainText(`${minutes} minutes`);
  }

  async expectFailure(text: string) {
    await expect(this.drawer.getByRole("heading", { name: "Payment failed" })).toBeVisible();
    await expect(this.drawer.getByRole("alert")).toHaveText(text);
  }

  async close() {
    await this.drawer.getByRole("button", { name: "Close" }).first().click();
    await expect(this.drawer).toHaveCount(0);
  }

  /** The wallet's pay-by-phone offer opens the dial-in drawer (§2.5). */
  async openDialIn() {
    await this.drawer.getByRole("button", { name: "Pay by phone" }).click();
    await expect(this.dialIn).toBeVisible();
  }

  async chooseNumber(country: string) {
    await this.dialIn.getByRole("button", { name: new RegExp(`^${country}: `) }).click();
    await expect(this.dialIn.getByLabel("Pin code")).toBeVisible();
  }

  async enterPin(pin: string) {
    await this.dialIn.getByLabel("Pin code").fill(pin);
    await this.dialIn.getByRole("button", { name: "Confirm" }).click();
  }

  /** The header's phone-connected badge (§2.5). */
  badge(): Locator {
    return this.page.getByRole("banner").getByRole("status");
  }
}
