import { expect, test } from "./fixtures";
import { AccountModel, englishPath, newMember } from "./models/account.model";
import { platformProxySiteUrl, platformSimulatorUrl as simulatorUrl } from "./models/platform.model";
import { WalletModel } from "./models/wallet.model";

// Issue 14: a white-label operator's site on one origin, its platform on another — here the simulator run alone
// (`npm run simulator`) and the site started with CAMSTAGE_API_URL pointing at it (the Playwright config starts both). The
// browser calls the platform directly (CORS) and opens its member socket there.
test.describe("the site against a platform on another origin (direct mode)", () => {

  test("browse: the grid and a profile, with the platform's pictures from its own origin", async ({ page, baseURL, qa }) => {
    expect(new URL(baseURL!).origin).not.toBe(new URL(simulatorUrl).origin);
    const failures: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    });
    await page.goto("/en");
    // The white-label logo and the performers' snapshots (decorative: their cards name them) come from the platform.
    const logo = page.getByRole("banner").getByRole("img", { name: "Camstage" });
    await expect(logo).toHaveAttribute("src", new RegExp(`^${simulatorUrl}/simulator/media/`));
    const snapshot = page.locator("main img").first();
    await expect(snapshot).toHaveAttribute("src", new RegExp(`^${simulatorUrl}/simulator/media/performer/`));
    for (const picture of [logo, snapshot]) {
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    const name = (await qa.performers())[0]!.username;
    await page.goto(`/en/profile/${encodeURIComponent(name)}`);
    await expect(page.getByRole("heading", { name, exact: false }).first()).toBeVisible();
    expect(failures).toEqual([]);
  });

  test("register, follow the mailed link to verify, buy a bundle in the platform's payment window; the member socket's live balance", async ({ page, qa }) => {
    const account = new AccountModel(page);
    const { email, password } = newMember("platform");
    await page.goto("/en");
    await account.registerAndConfirm(email, password);
    // The mailed link leads to the site (not the platform), where it verifies the member.
    const mail = await qa.mailTo(email, "verification");
    expect(new URL(mail.link).origin).toBe(new URL(page.url()).origin);
    await page.goto(englishPath(mail.link));
    await expect(account.dialog.getByRole("heading", { name: "Credits received" })).toBeVisible();
    await account.closeDialog();
    await expect.poll(async () => (await qa.member(email)).verified).toBe(true);
    const me = await qa.member(email);
    await expect(account.credits()).toHaveAccessibleName(`Credits: ${me.credits / 60} minutes`);

    const wallet = new WalletModel(page);
    await wallet.open();
    const window = await wallet.pay();
    // The provider's page is the platform's, on its origin.
    expect(new URL(window.url()).origin).toBe(new URL(simulatorUrl).origin);
    await window.getByRole("button", { name: /^Pay / }).click();
    const payment = await qa.newestPayment(me.id);
    const bought = payment.credits + payment.bonus * 60;
    await wallet.expectSuccess(bought / 60);
    await expect(account.credits()).toHaveAccessibleName(`Credits: ${(me.credits + bought) / 60} minutes`);
    await page.keyboard.press("Escape");

    // The member socket, opened on the platform's origin, brings a credit QA gives without a reload.
    await qa.credit(me.id, 120);
    await expect(account.credits()).toHaveAccessibleName(`Credits: ${(me.credits + bought + 120) / 60} minutes`);
  });
});

test.describe("the site against a platform without CORS, through its own server (proxy mode)", () => {
  test.use({ baseURL: platformProxySiteUrl });

  test("browse and register through /api on the site's origin; the member socket through /socket.io brings the live balance", async ({ page, qa }) => {
    const platformCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith(`${simulatorUrl}/api/`)) platformCalls.push(request.url());
    });
    await page.goto("/en");
    await expect(page.locator("main img").first()).toHaveAttribute("src", new RegExp(`^${simulatorUrl}/simulator/media/performer/`));
    const account = new AccountModel(page);
    const { email, password } = newMember("proxy");
    await account.registerAndConfirm(email, password);
    const me = await qa.member(email);
    await qa.credit(me.id, 120);
    await expect(account.credits()).toHaveAccessibleName(`Credits: ${(me.credits + 120) / 60} minutes`);
    // Every platform call went through the site's own origin.
    expect(platformCalls).toEqual([]);
  });
});
