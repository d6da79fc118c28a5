import { expect, test, type Locator, type Page } from "@playwright/test";
import type { QaApi } from "./qa-api.model";

/** A new member's credentials, unique per test run so parallel specs never collide. */
export const newMember = (tag: string) => ({
  email: `${tag}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`,
  password: "secret12",
});

/**
 * A member who signed up on an earlier visit and comes back logged in: registered through the platform's call, the §3
 * auth cookie (token and username, as the site writes it) set on the page's site. For specs about what a member does;
 * the account specs sign up through the dialogs. `loggedOut`: one who logged out since. Answers the member's QA row
 * and credentials; nothing is loaded in the page yet.
 */
export async function returningMember(page: Page, qa: QaApi, tag: string, options: { credits?: number; loggedOut?: true } = {}) {
  const { email, password } = newMember(tag);
  const token = await qa.register(email, password);
  if (!options.loggedOut) {
    const site = test.info().project.use.baseURL!;
    await page.context().addCookies([{ name: "auth", value: encodeURIComponent(JSON.stringify({ token, username: email })), url: site, sameSite: "Lax" }]);
  }
  let row = await qa.member(email);
  if (options.credits !== undefined && options.credits !== row.credits) {
    await qa.credit(row.id, options.credits - row.credits);
    row = await qa.member(email);
    expect(row.credits).toBe(options.credits);
  }
  return { ...row, email, password };
}

/** A mailed link (`http://host/?action=…`) as a path on the English site (`/en?action=…`). */
export const englishPath = (link: string) => link.replace(/^https?:\/\/[^/]+/, "").replace(/^\/\?/, "/en?");

/** The member-account flows (§2.3 header and member menu, §2.4 authentication screens, settings). */
export class AccountModel {
  constructor(private readonly page: Page) {}

  get dialog(): Locator {
    return this.page.getByRole("dialog");
  }

  /** The only alert box of the open dialog. */
  get dialogAlert(): Locator {
    return this.dialog.getByRole("alert");
  }

  header(): Locator {
    return this.page.getByRole("banner");
  }

  async openRegister() {
    await this.header().getByRole("button", { name: "Free sign up" }).click();
    await expect(this.dialog).toBeVisible();
  }

  async openLogin() {
    await this.header().getByRole("button", { name: "Log in" }).click();
    await expect(this.dialog.getByRole("form", { name: "Log in" })).toBeVisible();
  }

  async register(email: string, password: string) {
    await this.openRegister();
    const form = this.dialog.getByRole("form", { name: "Sign up" });
    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel("Password", { exact: true }).fill(password);
    await form.getByRole("button", { name: "Create free account" }).click();
  }

  /** Registers, waits for the §2.4 registration confirmation and closes it: a logged-in, unverified member. */
  async registerAndConfirm(email: string, password: string) {
    await this.register(email, password);
    await expect(this.dialog.getByRole("heading", { name: /^Claim your \d+ free credits$/ })).toBeVisible();
    await this.closeDialog();
    await this.expectLoggedIn(email);
  }

  async login(email: string, password: string) {
    await this.openLogin();
    await this.fillLogin(email, password);
  }

  async fillLogin(email: string, password: string) {
    const form = this.dialog.getByRole("form", { name: "Log in" });
    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel("Password", { exact: true }).fill(password);
    await form.getByRole("button", { name: "Log in" }).click();
  }

  /** The header's member menu, named by the username (§2.3). */
  memberMenu(username: string): Locator {
    return this.header().getByRole("button", { name: username, exact: true });
  }

  credits(): Locator {
    return this.header().getByRole("button", { name: /^Credits: / });
  }

  async expectLoggedIn(username: string) {
    await expect(this.memberMenu(username)).toBeVisible();
    await expect(this.header().getByRole("button", { name: "Free sign up" })).toHaveCount(0);
  }

  async menuItem(username: string, name: string) {
    await this.memberMenu(username).click();
    return this.page.getByRole("menuitem", { name });
  }

  async logout(username: string) {
    await (await this.menuItem(username, "Log out")).click();
    await expect(this.header().getByRole("button", { name: "Free sign up" })).toBeVisible();
  }

  /** "Forgot password?" from the login card, up to the confirmation (§2.4), which it closes. */
  async requestPasswordReset(emailOrUsername: string) {
    await this.openLogin();
    await this.dialog.getByRole("button", { name: "Forgot password?" }).click();
    await this.dialog.getByLabel("E-mail or username").fill(emailOrUsername);
    await this.dialog.getByRole("button", { name: "Send reset link" }).click();
    await expect(this.dialog.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
    await this.closeDialog();
  }

  async closeDialog() {
    await this.dialog.getByRole("button", { name: "Close" }).first().click();
    await expect(this.dialog).toHaveCount(0);
  }
}
