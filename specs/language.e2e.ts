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

// Issue 28: the operator's configuration decides which languages beyond nl and en the site is in.
test.describe("languages an operator turns on (issue 28)", () => {
  const GERMAN_MONTH = /^\d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}$/;

  test("without German /de is a missing page; with it /de is German (texts, dates), in the switcher and hreflang", async ({ page, seededWorld: qa }) => {
    const grid = new GridModel(page);
    const language = new LanguageModel(page);
    const missing = await page.goto("/de");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Pagina niet gevonden" })).toBeVisible();
    await grid.goto("/en");
    expect(await language.offered()).toEqual(["nl"]);

    await qa.configure({ languages: [{ key: "nl", name: "Nederlands" }, { key: "en", name: "English" }, { key: "de", name: "Deutsch" }] });
    await grid.goto("/en");
    expect(await language.offered()).toEqual(["nl", "de"]);
    await expect(page.locator('head link[rel="alternate"][hreflang="de"]')).toHaveAttribute("href", /\/de$/);
    await language.switchTo("Deutsch");
    await expect(page).toHaveURL(/\/de$/);
    await language.expectLanguage("de");
    await grid.waitForCards();
    await expect(page.getByRole("banner").getByRole("button", { name: "Kostenlos registrieren", exact: true })).toBeVisible();
    await expect(language.trigger).toHaveAccessibleName(/^Sprache: Deutsch/);

    // A page loaded anew is German from the server on, dates included.
    const [username] = await grid.usernames();
    const profile = await page.goto(`/de/profile/${encodeURIComponent(username!)}`);
    expect(profile?.status()).toBe(200);
    await language.expectLanguage("de");
    const born = page.getByRole("row", { name: /^Geburtsdatum/ }).getByRole("cell");
    await expect(born).toHaveText(GERMAN_MONTH);
    await expect(page.locator('head link[rel="alternate"][hreflang="de"]')).toHaveCount(1);

    // Taken out again: the German pages are missing, and the remembered choice no longer leads there.
    await qa.configure({ languages: [{ key: "nl", name: "Nederlands" }, { key: "en", name: "English" }] });
    expect((await page.goto("/de"))?.status()).toBe(404);
    await page.goto("/");
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await language.expectLanguage("nl");
  });
});
