import { expect, type Page } from "@playwright/test";
import { AccountModel, newMember } from "./account.model";
import type { QaApi } from "./qa-api.model";

/**
 * A new member on the English site with exactly `credits`, the performers' reply bot off (QA plays her side). With
 * `waitForSocket` it also waits until the member socket is up: a QA credit of 60 (one minute more) reaches the header.
 */
export async function messengerMember(page: Page, qa: QaApi, credits: number, tag: string, options: { waitForSocket?: boolean } = {}) {
  await qa.inboxSettings({ replies: false });
  const account = new AccountModel(page);
  const { email, password } = newMember(tag);
  await page.goto("/en");
  await account.registerAndConfirm(email, password);
  const row = await qa.member(email);
  await qa.credit(row.id, credits - row.credits);
  await expect.poll(async () => (await qa.member(email)).credits).toBe(credits);
  if (options.waitForSocket) {
    await qa.credit(row.id, 60);
    await expect(account.credits()).toHaveAccessibleName(`Credits: ${(credits + 60) / 60} minutes`);
  }
  return { id: row.id, email, password, balance: async () => (await qa.member(email)).credits };
}
