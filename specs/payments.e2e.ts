import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { AccountModel, newMember, returningMember } from "./models/account.model";
import type { QaApi } from "./models/qa-api.model";
import { WalletModel } from "./models/wallet.model";

/** A fresh logged-in member (0 credits) on the English site; answers the member's id. */
async function member(page: Page, qa: QaApi, tag: string): Promise<{ id: number; email: string; account: AccountModel }> {
  const account = new AccountModel(page);
  const { id, email } = await returningMember(page, qa, tag);
  await page.goto("/en");
  await account.expectLoggedIn(email);
  return { id, email, account };
}

/** A new member at the pin step of the Belgian number, with the call started: the pin it is answered with. */
async function atPinStep(page: Page, qa: QaApi, tag: string): Promise<{ id: number; wallet: WalletModel; ivr: { session: string }; pin: string }> {
  const { id } = await member(page, qa, tag);
  const wallet = new WalletModel(page);
  await wallet.open();
  await wallet.openDialIn();
  const ivr = await qa.newestIvrSession(id);
  await wallet.chooseNumber("Belgium");
  return { id, wallet, ivr, pin: await qa.startCall(ivr.session) };
}

// §8 the failure text of each §4 fail reason (100 and 300 share the default text).
const FAIL_TEXTS: ReadonlyArray<readonly [number, string]> = [
  [299, "Your payment was blocked by our fraud protection. Please choose another payment method or contact your bank."],
  [302, "Your payment was rejected by the payment provider. Please try again or choose another payment method."],
  [308, "Your payment session has expired before the payment was completed. Please start a new payment."],
  [309, "You cancelled the payment. Choose a bundle to try again."],
  [300, "Your payment could not be completed. Please try again or choose another payment method."],
  [100, "Your payment could not be completed. Please try again or choose another payment method."],
];

// Issue 4: wallet, payments and dial-in, each test in its own world (its members, payments and calls).
test.describe("wallet and payments", () => {
  test("buy a bundle → the provider's page → success panel → the balance grows by credits plus bonus, once", async ({ page, seededWorld: qa }) => {
    const { id, email, account } = await member(page, qa, "pay");
    const wallet = new WalletModel(page);
    await wallet.open();
    const window = await wallet.pay();
    // §2.5 the window shows a loading text first, then the provider's controls.
    await expect(window.getByRole("button", { name: /^Pay / })).toBeVisible();
    const payment = await qa.newestPayment(id);
    expect(payment.status).toBe("pending");
    await window.getByRole("button", { name: /^Pay / }).click();

    const bought = payment.credits + payment.bonus * 60;
    await wallet.expectSuccess(bought / 60);
    // §4 any status other than READY closes the pay window.
    await expect.poll(() => window.isClosed()).toBe(true);
    await expect(account.credits()).toHaveAccessibleName(`Credits: ${bought / 60} minutes`);
    expect((await qa.member(email)).credits).toBe(bought);

    // A repeat of the settlement changes nothing: the session is credited exactly once.
    expect(await qa.settle(payment.id, { outcome: "success" })).toBe(409);
    await page.reload();
    await expect(account.credits()).toHaveAccessibleName(`Credits: ${bought / 60} minutes`);
    expect((await qa.member(email)).credits).toBe(bought);
  });

  test("each failure reason shows its own text; the button returns to the bundle choice", async ({ page, seededWorld: qa }) => {
    const { id, email } = await member(page, qa, "fail");
    const wallet = new WalletModel(page);
    await wallet.open();
    // One failure through the provider's page, as a visitor would produce it…
    const window = await wallet.pay();
    await window.getByLabel("Reason").selectOption("299");
    await window.getByRole("button", { name: "Fail" }).click();
    await wallet.expectFailure(FAIL_TEXTS[0]![1]);
    await wallet.drawer.getByRole("button", { name: "Choose another bundle" }).click();
    await expect(wallet.bundles()).toBeVisible();
    await expect(wallet.payButton()).toBeEnabled();

    // …the others settled by QA while the window waits.
    for (const [reason, text] of FAIL_TEXTS.slice(1)) {
      const before = (await qa.payments()).filter((p) => p.member === id).length;
      await wallet.pay();
      await expect.poll(async () => (await qa.payments()).filter((p) => p.member === id).length).toBe(before + 1);
      const payment = await qa.newestPayment(id);
      expect(await qa.settle(payment.id, { outcome: "failed", reason })).toBe(200);
      await wallet.expectFailure(text);
      await wallet.drawer.getByRole("button", { name: "Choose another bundle" }).click();
      await expect(wallet.payButton()).toBeEnabled();
    }
    expect((await qa.member(email)).credits).toBe(0);
  });

  test("closing the payment window early leaves the wallet usable", async ({ page, seededWorld: qa }) => {
    const { id, account } = await member(page, qa, "close");
    const wallet = new WalletModel(page);
    await wallet.open();
    const first = await wallet.pay();
    await expect(wallet.payButton()).toBeDisabled();
    await first.close();
    await expect(wallet.payButton()).toBeEnabled();

    // Another bundle, paid this time.
    const bundles = wallet.bundles().getByRole("radio");
    await bundles.last().check({ force: true });
    const second = await wallet.pay();
    const payment = (await qa.payments()).find((p) => p.member === id && p.status === "pending" && p.bundle !== undefined);
    expect(payment).toBeDefined();
    await second.getByRole("button", { name: /^Pay / }).click();
    await expect(wallet.drawer.getByRole("heading", { name: "Payment successful" })).toBeVisible();
    const paid = (await qa.payments()).find((p) => p.member === id && p.status === "success")!;
    await expect(account.credits()).toHaveAccessibleName(`Credits: ${(paid.credits + paid.bonus * 60) / 60} minutes`);
    await wallet.close();
  });
});

test.describe("wallet variants and providers", () => {
  test("paynl: a method with banks keeps Pay disabled until a bank is chosen; the session names method and bank", async ({ page, seededWorld: qa }) => {
    await qa.setWallet({ provider: "paynl" });
    const { id } = await member(page, qa, "paynl");
    const wallet = new WalletModel(page);
    await wallet.open();
    const methods = wallet.drawer.getByRole("radiogroup", { name: "Choose a payment method" });
    // §9 English defaults to paynl's card (709); iDEAL needs one of its banks first (§5).
    await expect(methods.getByRole("radio", { name: "Credit card" })).toBeChecked();
    await methods.getByText("iDEAL", { exact: true }).click();
    await expect(wallet.payButton()).toBeDisabled();
    await expect(wallet.drawer.getByText("Choose an option for iDEAL to continue.")).toBeVisible();
    await wallet.drawer.getByRole("button", { name: /Choose an option for iDEAL/ }).click();
    await page.getByRole("option", { name: "ING" }).click();
    await expect(wallet.payButton()).toBeEnabled();
    await wallet.pay();
    expect((await qa.newestPayment(id)).paymentMethod).toBe("10:4");
  });

  test("the simple variant is a bundle list without the order summary, paid with the first method", async ({ page, seededWorld: qa }) => {
    await qa.setWallet({ variant: "simple" });
    const { id } = await member(page, qa, "simple");
    const wallet = new WalletModel(page);
    await wallet.open();
    // §2.5 only the first 5 bundles.
    await expect(wallet.bundles().getByRole("radio")).toHaveCount(5);
    await expect(wallet.drawer.getByRole("region", { name: "Your order" })).toHaveCount(0);
    const window = await wallet.pay();
    await window.getByRole("button", { name: /^Pay / }).click();
    await expect(wallet.drawer.getByRole("heading", { name: "Payment successful" })).toBeVisible();
    expect((await qa.newestPayment(id)).paymentMethod).toBe("creditcard");
  });
});

test.describe("wallet layout", () => {
  // §2.5 the bundle tags (nl "Welkomstaanbieding") and the method logos, at desktop, tablet and phone widths; one test
  // a language (each is six page loads and drawers: together they came close to the test's time limit).
  for (const path of ["/", "/en"]) {
    test(`every bundle tag shows whole and every method logo is drawn (${path})`, async ({ page, seededWorld: qa }) => {
      await qa.setWallet({ provider: "paynl" });
      await member(page, qa, "tags");
      for (const width of [1280, 768, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await page.getByRole("banner").getByRole("button", { name: /^Credits: / }).click();
        const drawer = page.getByRole("dialog").filter({ has: page.getByRole("radiogroup") });
        const cards = drawer.getByRole("radiogroup").first().getByRole("radio");
        await expect(cards.first()).toBeAttached();
        const tags = await drawer.getByRole("radiogroup").first().evaluate((group) =>
          [...group.querySelectorAll("label > span")]
            .filter((tag) => getComputedStyle(tag).position === "absolute" && tag.textContent !== "")
            .map((tag) => {
              const box = tag.getBoundingClientRect();
              const card = tag.closest("label")!.getBoundingClientRect();
              return { text: tag.textContent, cut: tag.scrollWidth > tag.clientWidth + 1 || tag.scrollHeight > tag.clientHeight + 1, inCard: box.left >= card.left - 2 && box.right <= card.right + 2 };
            }),
        );
        expect(tags.length, `${path} at ${width}: the tags`).toBeGreaterThanOrEqual(3);
        for (const tag of tags) expect(tag, `${path} at ${width}`).toEqual({ text: tag.text, cut: false, inCard: true });
        // §3 the option image: each logo loads and is painted (not a blank box).
        const logos = drawer.getByRole("radiogroup").nth(1).locator("img");
        await expect(logos).toHaveCount(5);
        for (const logo of await logos.all()) {
          // Scrolled to by the page itself: the check is that the logo is drawn, not that the drawer stands still.
          await logo.evaluate((img) => img.scrollIntoView({ block: "nearest" }));
          await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        }
        await page.keyboard.press("Escape");
        await expect(drawer).toHaveCount(0);
      }
    });
  }
});

test.describe("dial-in", () => {
  test("pin → in call → ended: the badge follows the call and the call's minutes are credited", async ({ page, seededWorld: qa }) => {
    const { id, email, account } = await member(page, qa, "dial");
    const wallet = new WalletModel(page);
    await wallet.open();
    await wallet.openDialIn();
    const ivr = await qa.newestIvrSession(id);
    await wallet.chooseNumber("Netherlands");
    const pin = await qa.startCall(ivr.session);
    await wallet.enterPin(pin);
    // §4 pin confirmed: both drawers close and the call is pending.
    await expect(wallet.dialIn).toHaveCount(0);
    await expect(wallet.badge()).toHaveText("Waiting for your call");

    await qa.moveCall(ivr.session, "in_call");
    await expect(wallet.badge()).toHaveText("Phone connected");
    // §2.3 the header is 5rem high while a dial-in is active.
    await expect.poll(async () => (await page.getByRole("banner").boundingBox())?.height).toBe(80);

    await qa.moveCall(ivr.session, "ended");
    await expect(wallet.badge()).toHaveText("Call ended");
    const credited = (await qa.dialInSessions()).find((s) => s.session === ivr.session)!.call!.credited;
    expect((await qa.member(email)).credits).toBe(credited);
    await expect(account.credits()).toHaveAccessibleName(`Credits: ${Math.floor(credited / 60)} minutes`);
    // §4 ended resets after 3 s.
    await expect(wallet.badge()).toHaveCount(0, { timeout: 6_000 });
    await expect.poll(async () => (await page.getByRole("banner").boundingBox())?.height).toBe(60);
  });

  test("an expired call reopens the drawer; a wrong pin shows the invalid message", async ({ page, seededWorld: qa }) => {
    const { id, wallet, ivr, pin } = await atPinStep(page, qa, "dialx");
    const wrong = pin === "0000" ? "1111" : "0000";
    await wallet.enterPin(wrong);
    await expect(wallet.dialIn.getByText("This pin code is not valid")).toBeVisible();
    // §5 the refused pin stays refused; typing clears the message.
    await wallet.dialIn.getByLabel("Pin code").fill(pin);
    await expect(wallet.dialIn.getByText("This pin code is not valid")).toHaveCount(0);
    await wallet.dialIn.getByRole("button", { name: "Confirm" }).click();
    await expect(wallet.dialIn).toHaveCount(0);
    await expect(wallet.badge()).toHaveText("Waiting for your call");

    // §4 expired after the pin: reset, close, and reopen the drawer 100 ms later with a new IVR session.
    await qa.moveCall(ivr.session, "expired");
    await expect(wallet.dialIn).toBeVisible();
    await expect(wallet.badge()).toHaveCount(0);
    await expect.poll(async () => (await qa.dialInSessions()).filter((s) => s.member === id).length).toBe(2);
  });

  // ARCHITECTURE §7 the PIN space cannot be walked: after 5 refused pins on a call the platform answers 429, and the
  // drawer says how long to wait instead of calling a sixth pin invalid.
  test("too many wrong pins: the drawer says to try again in a minute", async ({ page, seededWorld: qa }) => {
    const { wallet, pin } = await atPinStep(page, qa, "dialwalk");
    const wrong = ["1000", "2000", "3000", "4000", "5000", "6000"].filter((guess) => guess !== pin).slice(0, 5);
    for (const guess of wrong) {
      await wallet.enterPin(guess);
      await expect(wallet.dialIn.getByText("This pin code is not valid")).toBeVisible();
    }
    await wallet.enterPin(pin);
    await expect(wallet.dialIn.getByRole("alert")).toHaveText("Too many attempts. Please try again in 1 minute.");
    await expect(wallet.dialIn.getByText("This pin code is not valid")).toHaveCount(0);
  });

  test("a guest pays by phone from the header: pin → waiting for the call (§6)", async ({ page, seededWorld: qa }) => {
    const wallet = new WalletModel(page);
    await page.goto("/en");
    await page.getByRole("banner").getByRole("button", { name: "Pay by phone" }).click();
    await expect(wallet.dialIn).toBeVisible();
    await wallet.chooseNumber("Germany");
    // The world was reset for this test: the only IVR session is the guest's.
    await expect.poll(async () => (await qa.dialInSessions()).length).toBe(1);
    const [ivr] = await qa.dialInSessions();
    expect(ivr!.member).toBeNull();
    await wallet.enterPin(await qa.startCall(ivr!.session));
    await expect(wallet.dialIn).toHaveCount(0);
    await expect(wallet.badge()).toHaveText("Waiting for your call");
    await qa.moveCall(ivr!.session, "in_call");
    await expect(wallet.badge()).toHaveText("Phone connected");
  });

  test("§4 a guest with a call in progress logs in: the dial-in resets, its badge and cached IVR session gone", async ({ page, seededWorld: qa }) => {
    const account = new AccountModel(page);
    const wallet = new WalletModel(page);
    const { email, password } = newMember("dialreset");
    await page.goto("/en");
    await account.registerAndConfirm(email, password);
    await account.logout(email);
    await page.getByRole("banner").getByRole("button", { name: "Pay by phone" }).click();
    await wallet.chooseNumber("Germany");
    const ivr = (await qa.dialInSessions()).find((session) => session.member === null)!;
    await wallet.enterPin(await qa.startCall(ivr.session));
    await expect(wallet.badge()).toHaveText("Waiting for your call");
    expect(await page.evaluate(() => window.sessionStorage.getItem("ivr-cache"))).not.toBeNull();

    await account.login(email, password);
    await account.expectLoggedIn(email);
    await expect(wallet.badge()).toHaveCount(0);
    expect(await page.evaluate(() => window.sessionStorage.getItem("ivr-cache"))).toBeNull();
  });
});
