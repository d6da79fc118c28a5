import { expect, type Page } from "@playwright/test";
import { AccountModel, returningMember } from "./account.model";
import type { QaApi } from "./qa-api.model";

/**
 * A new member on the English site with exactly `credits`, the performers' reply bot off (QA plays her side). With
 * `waitForSocket` it also waits until the member socket is up: a QA credit of 60 (one minute more) reaches the header.
 * With `visit: false` no page opens yet (the member is logged in on the next one): a test that puts messages in her
 * inbox first then finds them there, not brought live by her socket, which opens a pop-up for each (§2.6).
 */
export async function messengerMember(page: Page, qa: QaApi, credits: number, tag: string, options: { waitForSocket?: boolean; visit?: false } = {}) {
  await qa.inboxSettings({ replies: false });
  const account = new AccountModel(page);
  const row = await returningMember(page, qa, tag, { credits });
  const { email, password } = row;
  const member = { id: row.id, email, password, balance: async () => (await qa.member(email)).credits };
  if (options.visit === false) return member;
  await page.goto("/en");
  await account.expectLoggedIn(email);
  if (options.waitForSocket) {
    await qa.credit(row.id, 60);
    await expect(account.credits()).toHaveAccessibleName(`Credits: ${(credits + 60) / 60} minutes`);
  }
  return member;
}
