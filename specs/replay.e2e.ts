import type { Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures";
import { AccountModel, englishPath, newMember } from "./models/account.model";
import { QaPanelModel } from "./models/qa-panel.model";
import { WalletModel } from "./models/wallet.model";

/** Calls to the platform (the simulator's /api) and its socket, as a page makes them. */
const platformCalls = (page: Page): string[] => {
  const calls: string[] = [];
  page.on("request", (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/api/") || pathname.startsWith("/socket.io")) calls.push(`${request.method()} ${pathname}`);
  });
  return calls;
};

// Issue 9: ARCHITECTURE §3 a visitor's session, exported from the QA panel, replays in a fresh browser to the same screen.
test.describe("replaying a visitor's session", () => {
  test("register → verify → buy a bundle; the shared log replays elsewhere to the same balance, panel and texts without the platform", async ({ page, browser, seededWorld: qa }) => {
    const account = new AccountModel(page);
    const wallet = new WalletModel(page);
    const { email, password } = newMember("replay");
    await page.goto("/en?qa=1");
    await account.registerAndConfirm(email, password);
    await page.goto(englishPath((await qa.mailTo(email, "verification")).link));
    await expect(account.dialog.getByRole("heading", { name: "Credits received" })).toBeVisible();
    await account.closeDialog();
    await expect(account.credits()).toHaveAccessibleName("Credits: 2 minutes");
    await wallet.open();
    const window = await wallet.pay();
    await window.getByRole("button", { name: /^Pay / }).click();
    await expect(wallet.drawer.getByRole("heading", { name: "Payment successful" })).toBeVisible();
    await expect(account.credits()).not.toHaveAccessibleName("Credits: 2 minutes");
    const header = await account.header().innerText();
    const panelText = await wallet.drawer.innerText();

    const qaPanel = new QaPanelModel(page);
    const exported = JSON.stringify(await qaPanel.download());
    // ARCHITECTURE §7 the exported log carries no secret: no password, no signed token (whatever its field), and (issue 27)
    // no e-mail address.
    expect(exported).not.toContain(password);
    expect(exported).not.toMatch(/eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.(?!redacted)[A-Za-z0-9_-]+/);
    expect(exported.toLowerCase()).not.toContain(email.toLowerCase());
    const replayUrl = await qaPanel.shareForReplay();

    const fresh = await browser.newContext();
    const replayed = await fresh.newPage();
    const calls = platformCalls(replayed);
    await replayed.goto(replayUrl);
    const replayedWallet = new WalletModel(replayed);
    await expect(replayedWallet.drawer.getByRole("heading", { name: "Payment successful" })).toBeVisible();
    // The same header (the balance, the member) and the same open panel, word for word, but for her address: the
    // log names her by a placeholder (and the avatar shows its initial).
    await expect(new AccountModel(replayed).credits()).toBeVisible();
    const anonymous = (text: string) =>
      text.replaceAll(email, "<address>").replace(/member\d+@example\.com/g, "<address>").replace(/^[A-Z]\n<address>/m, "<initial>\n<address>");
    expect(anonymous(await new AccountModel(replayed).header().innerText())).toBe(anonymous(header));
    expect(anonymous(await replayedWallet.drawer.innerText())).toBe(anonymous(panelText));
    await expect(replayed.getByRole("region", { name: "QA panel" })).toContainText(/Replaying visitor log log-\d+/);
    expect(calls).toEqual([]);
    await fresh.close();
  });
});
