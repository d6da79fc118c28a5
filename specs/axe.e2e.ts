import { expect, test } from "./fixtures";
import { AccountModel, newMember, returningMember } from "./models/account.model";
import { AgeGateModel } from "./models/age-gate.model";
import { expectNoAxeViolations } from "./models/axe";
import { ErrorPageModel } from "./models/error-page.model";
import { GridModel } from "./models/grid.model";
import { ProfileModel } from "./models/profile.model";
import { WalletModel } from "./models/wallet.model";

// ARCHITECTURE §6: axe with the WCAG 2.2 AA tags finds nothing on each route and open dialog.
test.describe("accessibility (axe, WCAG 2.2 AA)", () => {
  for (const prefix of ["", "/en"]) {
    const lang = prefix ? "en" : "nl";

    test(`home (${lang})`, async ({ page }) => {
      await new GridModel(page).goto(prefix || "/");
      await expectNoAxeViolations(page);
    });

    test(`category page (${lang})`, async ({ page }) => {
      await new GridModel(page).goto(`${prefix}/blonde`);
      await expectNoAxeViolations(page);
    });

    test(`profile (${lang})`, async ({ page }) => {
      const grid = new GridModel(page);
      await grid.goto(prefix || "/");
      const [username] = await grid.usernames();
      await new ProfileModel(page).goto(username!, prefix);
      await expectNoAxeViolations(page);
    });

    test(`404 page (${lang})`, async ({ page }) => {
      await page.goto(`${prefix}/404`);
      await expect(new ErrorPageModel(page).heading).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test(`open age gate dialog (${lang})`, async ({ page }) => {
      await new AgeGateModel(page).open(prefix || "/");
      await expectNoAxeViolations(page);
    });
  }

  test("open login, register and forgot-password dialogs (en), with field errors", async ({ page }) => {
    const account = new AccountModel(page);
    await page.goto("/en");
    await account.openLogin();
    await account.dialog.getByRole("button", { name: "Log in" }).click();
    await expect(account.dialog.getByText("Please enter your e-mail address.")).toBeVisible();
    await expectNoAxeViolations(page);
    await account.dialog.getByRole("button", { name: "Join for free" }).click();
    await expect(account.dialog.getByRole("form", { name: "Sign up" })).toBeVisible();
    await expectNoAxeViolations(page);
    await account.dialog.getByRole("button", { name: "Log in" }).click();
    await account.dialog.getByRole("button", { name: "Forgot password?" }).click();
    await expect(account.dialog.getByLabel("E-mail or username")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("member pages: registration confirmation, member menu, settings with its delete dialog, favourites (nl)", async ({ page, seededWorld: _qa }) => {
    const account = new AccountModel(page);
    const { email, password } = newMember("axe");
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Gratis aanmelden" }).click();
    const form = account.dialog.getByRole("form");
    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel("Wachtwoord", { exact: true }).fill(password);
    await form.getByRole("button").last().click();
    await expect(account.dialog.getByRole("heading", { name: /120/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await account.dialog.getByRole("button", { name: "Sluiten" }).first().click();
    await account.memberMenu(email).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await page.goto("/settings");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Account verwijderen" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto("/favourites");
    await expect(page.getByRole("heading", { name: "Nog geen favorieten" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("wallet drawer, a failed payment, the dial-in drawer and its pin step (en)", async ({ page, seededWorld: qa }) => {
    const { id, email } = await returningMember(page, qa, "axepay");
    await page.goto("/en");
    await new AccountModel(page).expectLoggedIn(email);
    const wallet = new WalletModel(page);
    await wallet.open();
    await expectNoAxeViolations(page);
    await wallet.pay();
    const payment = await qa.newestPayment(id);
    expect(await qa.settle(payment.id, { outcome: "failed", reason: 302 })).toBe(200);
    await expect(wallet.drawer.getByRole("heading", { name: "Payment failed" })).toBeVisible();
    await expectNoAxeViolations(page);
    await wallet.drawer.getByRole("button", { name: "Choose another bundle" }).click();
    await wallet.openDialIn();
    await expect(wallet.dialIn.getByRole("button", { name: /^Netherlands: / })).toBeVisible();
    await expect(wallet.drawer).toHaveCount(0);
    await expectNoAxeViolations(page);
    await wallet.chooseNumber("Netherlands");
    await wallet.dialIn.getByRole("button", { name: "Confirm" }).click();
    await expect(wallet.dialIn.getByText("Please enter the pin code.")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
