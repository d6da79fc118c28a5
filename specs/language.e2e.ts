import { expect, test } from "./fixtures";
import { GridModel } from "./models/grid.model";
import { LanguageModel } from "./models/language.model";

// §4 Language: from the route prefix, then the locale cookie, then Dutch; never from the browser.
test.describe("switching language", () => {
  test("nl → en moves to /en, changes the texts and is remembered on the next visit to /", async ({ page, context }) => {
    const grid = new GridModel(page);
    const language = new LanguageModel(page);
    await grid.goto("/");
    await language.expectLanguage("nl");
    const signUp = page.getByRole("banner").getByRole("button", { name: "Free sign up", exact: true });
    await expect(signUp, "the Dutch header is not in English").toHaveCount(0);

    await language.switchTo("English");
    await expect(page).toHaveURL(/\/en$/);
    await language.expectLanguage("en");
    await grid.waitForCards();
    await expect(signUp).toBeVisible();
    await expect(language.trigger).toHaveAccessibleName(/English/);

    const cookie = (await context.cookies()).find((c) => c.name === "locale");
    expect(cookie?.value, "the locale cookie remembers the choice").toBe("en");
    expect(cookie?.sameSite).toBe("Lax");

    await page.goto("/");
    await expect(page).toHaveURL((url) => url.pathname === "/en");
    await language.expectLanguage("en");
    await grid.waitForCards();
  });

  test("on mobile the login card switches language and stays open (§2.4)", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const language = new LanguageModel(page);
    await page.goto("/en");
    await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Log in" }).click();
    const login = page.getByRole("dialog").filter({ has: page.getByRole("form", { name: "Log in" }) });
    await login.getByRole("button", { name: /^Language: / }).click();
    await page.getByRole("menuitem", { name: "Nederlands" }).click();
    await expect(page).toHaveURL(/\/nl$/);
    await language.expectLanguage("nl");
    await expect(page.getByRole("dialog").getByRole("form", { name: "Inloggen" })).toBeVisible();
  });

  test("en → nl goes back to Dutch texts", async ({ page }) => {
    const grid = new GridModel(page);
    const language = new LanguageModel(page);
    await grid.goto("/en");
    await language.expectLanguage("en");
    await language.switchTo("Nederlands");
    await expect(page).toHaveURL(/\/nl$|\/$/);
    await language.expectLanguage("nl");
  });

  test("the browser's language is ignored: an English browser gets Dutch on /", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: "en-US", baseURL: baseURL! });
    const page = await context.newPage();
    await page.goto("/");
    await new LanguageModel(page).expectLanguage("nl");
    await context.close();
  });
});
