import { expect, test } from "./fixtures";
import { AccountModel, englishPath, newMember, returningMember } from "./models/account.model";

// Issue 3: member accounts. Each test has a world of its own (specs/fixtures.ts): its members, mail and limits.
test.describe("member accounts", () => {
  test("register → verification mail → welcome credits (2 minutes) → log out → log in again", async ({ page, seededWorld: qa }) => {
    const account = new AccountModel(page);
    const { email, password } = newMember("anna");
    await page.goto("/en");
    await account.register(email, password);
    // §2.4 the registration confirmation (welcome credits are configured), then the member is logged in.
    await expect(account.dialog.getByRole("heading", { name: "Claim your 120 free credits" })).toBeVisible();
    await account.closeDialog();
    await account.expectLoggedIn(email);
    await expect(account.credits()).toHaveAccessibleName("Credits: 0 minutes");

    const mail = await qa.mailTo(email, "verification");
    expect(mail.subject).toBeTruthy();
    await page.goto(englishPath(mail.link));
    await expect(account.dialog.getByRole("heading", { name: "Credits received" })).toBeVisible();
    await expect(page).not.toHaveURL(/key=/);
    await account.closeDialog();
    await expect(account.credits()).toHaveAccessibleName("Credits: 2 minutes");
    // §2.1 action=validate: the footer says so too.
    await expect(page.getByRole("contentinfo").getByRole("status")).toHaveText("Your e-mail address has been verified.");
    expect((await qa.members()).find((m) => m.email === email)).toMatchObject({ verified: true, credits: 120 });

    await account.logout(email);
    await account.login(email, password);
    await account.expectLoggedIn(email);
    await expect(account.credits()).toHaveAccessibleName("Credits: 2 minutes");
    // The auth cookie keeps the member logged in across a reload (§9, 30 days).
    await page.reload();
    await account.expectLoggedIn(email);
  });

  test("the claim-credits dialogs close on Escape, also after a resend (the focus stays in the dialog)", async ({ page, seededWorld: _qa }) => {
    const account = new AccountModel(page);
    const { email, password } = newMember("esc");
    await page.goto("/en");
    await account.register(email, password);
    const confirmation = page.getByRole("dialog", { name: "Claim your 120 free credits" });
    await confirmation.getByRole("button", { name: "Resend verification e-mail" }).click();
    await expect(confirmation.getByRole("button", { name: "E-mail sent" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(confirmation).toHaveCount(0);

    // The member menu's "Claim your free credits" opens the lander popup (§6).
    await (await account.menuItem(email, "Claim your free credits")).click();
    const lander = page.getByRole("dialog", { name: "Welcome!" });
    await lander.getByRole("button", { name: /Resend verification e-mail|E-mail sent/ }).click();
    await page.keyboard.press("Escape");
    await expect(lander).toHaveCount(0);
  });

  test("signed up on a performer's profile: closing the verification returns there while she is not offline (§2.4)", async ({ page, seededWorld: qa }) => {
    const account = new AccountModel(page);
    const { email, password } = newMember("fay");
    const performer = (await qa.performers()).find((p) => p.status === "free")!.username;
    await page.goto(`/en/profile/${performer}`);
    await expect(page.getByRole("heading", { level: 1, name: performer })).toBeVisible();
    await account.registerAndConfirm(email, password);
    const mail = await qa.mailTo(email, "verification");
    await page.goto(englishPath(mail.link));
    await expect(account.dialog.getByRole("heading", { name: "Credits received" })).toBeVisible();
    await account.closeDialog();
    await expect(page).toHaveURL(new RegExp(`/en/profile/${performer}$`));
  });

  // Issue 10: under load the confirmation sometimes never came. The welcome credits reached the modal host from a
  // lazily loaded part of the page; a visitor who signed up before that part arrived (a slow phone, a busy machine)
  // got no confirmation. Held back here on purpose, the part no longer matters.
  test("a quick sign-up is confirmed even while the page's later parts are still loading", async ({ page, seededWorld: _qa }) => {
    const account = new AccountModel(page);
    const { email, password } = newMember("quick");
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/site-events-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/en");
    await account.register(email, password);
    await expect(account.dialog.getByRole("heading", { name: "Claim your 120 free credits" })).toBeVisible();
    release();
    await account.closeDialog();
    await account.expectLoggedIn(email);
  });

  // ARCHITECTURE §7 login is rate limited: after 5 failures a minute the platform answers 429 and the dialog says how long to wait.
  // The limits live in the world, so the test's own world starts with none counted.
  test("too many failed logins: the dialog says to try again in a minute", async ({ page, seededWorld: _qa }) => {
    const account = new AccountModel(page);
    await page.goto("/en");
    const email = `guess-${Date.now()}@example.com`;
    await account.login(email, "wrong123");
    await expect(account.dialogAlert).toHaveText("This account does not exist.");
    // Each attempt answered before the next (the alert of the previous one is still shown while it is on its way, and
    // a press while the form is busy is ignored): exactly five failures reach the platform.
    for (let i = 0; i < 4; i++) {
      const answered = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname.endsWith("/login"));
      await account.fillLogin(email, `wrong12${i}`);
      expect((await answered).status()).toBe(400);
    }
    await account.fillLogin(email, "wrong999");
    await expect(account.dialogAlert).toHaveText("Too many attempts. Please try again in 1 minute.");
  });

  // ARCHITECTURE §7 forgot-password is rate limited per account: the sixth request within a minute is refused for a while.
  test("too many reset requests for one account: the form says to try again in a minute", async ({ page, seededWorld: _qa }) => {
    const account = new AccountModel(page);
    await page.goto("/en");
    const email = `forgetful-${Date.now()}@example.com`;
    const ask = async () => {
      await account.dialog.getByRole("button", { name: "Forgot password?" }).click();
      await account.dialog.getByLabel("E-mail or username").fill(email);
      await account.dialog.getByRole("button", { name: "Send reset link" }).click();
    };
    await account.openLogin();
    for (let i = 0; i < 5; i++) {
      await ask();
      await expect(account.dialog.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
      await account.dialog.getByRole("button", { name: "Back to login" }).click();
    }
    await ask();
    await expect(account.dialogAlert).toHaveText("Too many attempts. Please try again in 1 minute.");
    await expect(account.dialog.getByRole("heading", { name: "Check your e-mail" })).toBeHidden();
  });

  test("a wrong password, an unknown account and a deleted account each show their own message (§8)", async ({ page, seededWorld: qa }) => {
    const account = new AccountModel(page);
    const { email, password } = await returningMember(page, qa, "bea", { loggedOut: true });
    await page.goto("/en");

    await account.login(email, "wrong123");
    await expect(account.dialogAlert).toHaveText("The password is not correct.");
    await account.fillLogin(`nobody-${email}`, password);
    await expect(account.dialogAlert).toHaveText("This account does not exist.");
    // Nothing is sent while the form is invalid (§5): the field says why.
    await account.fillLogin("not-an-email", password);
    await expect(account.dialog.getByText("Please enter a valid e-mail address.")).toBeVisible();
    await account.closeDialog();

    // Delete the account from the settings, after the confirmation (§1 irreversible).
    await account.login(email, password);
    await account.expectLoggedIn(email);
    await (await account.menuItem(email, "Settings")).click();
    await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Delete account" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete your account?" });
    await confirm.getByRole("button", { name: "Yes, delete my account" }).click();
    await expect(account.header().getByRole("button", { name: "Free sign up" })).toBeVisible();
    await expect(page).toHaveURL(/\/en$/);
    // Issue 28: home says the account is gone.
    const deleted = page.getByRole("dialog", { name: "Your account has been deleted" });
    await expect(deleted).toBeVisible();
    await deleted.getByRole("button", { name: "OK" }).click();
    await expect(deleted).toHaveCount(0);

    await account.login(email, password);
    await expect(account.dialogAlert).toHaveText("This account has been deleted.");
  });

  test("forgot password → the mailed link → a new password → log in with it; the link then has expired", async ({ page, seededWorld: qa }) => {
    const account = new AccountModel(page);
    const { email, password } = await returningMember(page, qa, "cleo", { loggedOut: true });
    await page.goto("/en");

    await account.requestPasswordReset(email);

    const mail = await qa.mailTo(email, "reset-password");
    const resetPath = englishPath(mail.link);
    await page.goto(resetPath);
    const dialog = account.dialog;
    await expect(dialog.getByLabel("Current password")).toHaveCount(0);
    await dialog.getByLabel("New password", { exact: true }).fill("fresh123");
    await dialog.getByLabel("Repeat new password", { exact: true }).fill("fresh124");
    await dialog.getByRole("button", { name: "Change password" }).click();
    await expect(dialog.getByText("The passwords do not match.")).toBeVisible();
    await dialog.getByLabel("Repeat new password", { exact: true }).fill("fresh123");
    await dialog.getByRole("button", { name: "Change password" }).click();
    await expect(dialog.getByRole("heading", { name: "Password changed" })).toBeVisible();
    await expect(page).not.toHaveURL(/token=/);
    // ARCHITECTURE §7 the link's reset token logs nobody in: the completion offers the login instead.
    await expect(account.header().getByRole("button", { name: "Free sign up" })).toBeVisible();
    await dialog.getByRole("button", { name: "Log in" }).click();

    await account.fillLogin(email, password);
    await expect(account.dialogAlert).toHaveText("The password is not correct.");
    await account.fillLogin(email, "fresh123");
    await account.expectLoggedIn(email);
    // Issue 10: after a wrong password, the right one logs in and the dialog closes.
    await expect(account.dialog).toHaveCount(0);
    await account.logout(email);

    // The same link again: its one-time code is spent (§8 reset link expired or already used).
    await page.goto(resetPath);
    await account.dialog.getByLabel("New password", { exact: true }).fill("other123");
    await account.dialog.getByLabel("Repeat new password", { exact: true }).fill("other123");
    await account.dialog.getByRole("button", { name: "Change password" }).click();
    await expect(account.dialog.getByText("The link has expired or was already used.")).toBeVisible();
  });

  // ARCHITECTURE §7 a password change revokes every earlier token, the session's own included: the site logs in again
  // with the new password, so the member stays logged in (also after a reload) and an old token is refused.
  test("change password in the settings: the member stays logged in with a fresh token; the old one is revoked", async ({ page, seededWorld: qa }) => {
    const account = new AccountModel(page);
    const { email, password } = await returningMember(page, qa, "pia");
    await page.goto("/en");
    await account.expectLoggedIn(email);
    const authToken = async () => {
      const cookie = (await page.context().cookies()).find((c) => c.name === "auth");
      return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as { token: string }).token : "";
    };
    const oldToken = await authToken();
    expect(oldToken).not.toBe("");
    await (await account.menuItem(email, "Settings")).click();
    const form = page.getByRole("form", { name: "Change password" });
    await form.getByLabel("Current password", { exact: true }).fill(password);
    await form.getByLabel("New password", { exact: true }).fill("fresh123");
    await form.getByLabel("Repeat new password", { exact: true }).fill("fresh123");
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Your password has been changed.")).toBeVisible();
    await expect.poll(authToken).not.toBe(oldToken);
    await page.reload();
    await account.expectLoggedIn(email);
    const basicInfo = (token: string) => page.request.get("/api/member/basic-info", { headers: { Authorization: `Bearer ${token}` } });
    expect((await basicInfo(oldToken)).status()).toBe(403);
    expect((await basicInfo(await authToken())).status()).toBe(200);

    await account.logout(email);
    await account.login(email, "fresh123");
    await account.expectLoggedIn(email);
  });

  test("a reset link opened after its token expired says the link has expired, and changes nothing", async ({ page, seededWorld: qa }) => {
    const account = new AccountModel(page);
    const { email, password } = await returningMember(page, qa, "eve", { loggedOut: true });
    await page.goto("/en");
    await account.requestPasswordReset(email);
    const mail = await qa.mailTo(email, "reset-password");

    // A day and an hour later the link's token (24 h) has expired.
    await qa.advanceClock(25 * 3600_000);
    await page.goto(englishPath(mail.link));
    await account.dialog.getByLabel("New password", { exact: true }).fill("fresh123");
    await account.dialog.getByLabel("Repeat new password", { exact: true }).fill("fresh123");
    await account.dialog.getByRole("button", { name: "Change password" }).click();
    await expect(account.dialog.getByText("The link has expired or was already used.")).toBeVisible();
    await expect(account.header().getByRole("button", { name: "Free sign up" })).toBeVisible();
    await account.closeDialog();
    await account.login(email, password);
    await account.expectLoggedIn(email);
  });

  test("change username: a reserved word offers suggestions, a picked one is saved and shown", async ({ page, seededWorld: qa }) => {
    const account = new AccountModel(page);
    const { email, password } = await returningMember(page, qa, "dora");
    await page.goto("/en");
    await account.expectLoggedIn(email);
    await (await account.menuItem(email, "Settings")).click();
    // A member whose username is still the e-mail is invited to choose one (§2.3, §6).
    await page.getByRole("button", { name: "Choose a username" }).click();
    const dialog = page.getByRole("dialog", { name: "Choose your username" });
    await dialog.getByRole("textbox", { name: "Username" }).fill("admin");
    await dialog.getByRole("button", { name: "Save username" }).click();
    const suggestions = dialog.getByRole("group", { name: "Suggestions" }).getByRole("button");
    await expect(suggestions.first()).toBeVisible();
    expect(await suggestions.count()).toBeLessThanOrEqual(3);
    const picked = (await suggestions.first().textContent())!.trim();
    await suggestions.first().click();
    await expect(dialog.getByRole("textbox", { name: "Username" })).toHaveValue(picked);
    await dialog.getByRole("button", { name: "Save username" }).click();
    const done = page.getByRole("dialog", { name: "Your new username is set" });
    await expect(done.getByRole("status")).toContainText(picked);
    await done.getByRole("button", { name: "Continue" }).click();
    await account.expectLoggedIn(picked);
    expect((await qa.members()).find((m) => m.email === email)?.username).toBe(picked);
    // The new username logs in too.
    await account.logout(picked);
    await account.login(email, password);
    await account.expectLoggedIn(picked);
  });

  test("favourites: add and remove, seen on the favourites page and after a reload", async ({ page, seededWorld: qa }) => {
    const account = new AccountModel(page);
    const { email } = await returningMember(page, qa, "eva");
    await page.goto("/en");
    await account.expectLoggedIn(email);

    const cards = page.getByRole("list", { name: "Live performers" }).getByRole("listitem");
    const firstName = (await cards.first().getByRole("link").first().getAttribute("aria-label")) ?? "";
    expect(firstName).not.toBe("");
    await page.getByRole("button", { name: `Add ${firstName} to favourites` }).click();
    await expect(page.getByRole("button", { name: `Remove ${firstName} from favourites` })).toHaveAttribute("aria-pressed", "true");
    await expect.poll(async () => (await qa.members()).find((m) => m.email === email)?.favourites.length).toBe(1);

    await (await account.menuItem(email, "Favourites")).click();
    await expect(page).toHaveURL(/\/en\/favourites$/);
    await expect(page.getByRole("link", { name: firstName })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("link", { name: firstName })).toBeVisible();

    await page.getByRole("button", { name: `Remove ${firstName} from favourites` }).click();
    await expect(page.getByRole("heading", { name: "No favourites yet" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "No favourites yet" })).toBeVisible();
    expect((await qa.members()).find((m) => m.email === email)?.favourites).toEqual([]);
  });

  test("a guest opening /favourites lands home (§2.1 login only)", async ({ page }) => {
    await page.goto("/en/favourites");
    await expect(page).toHaveURL(/\/en$/);
    await page.goto("/favourites");
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});
