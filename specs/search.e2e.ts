import { expect, test } from "./fixtures";
import { GridModel } from "./models/grid.model";
import type { PerformerRow } from "./models/qa-api.model";
import { SearchModel } from "./models/search.model";

/** The shortest prefix (at least 3 letters) that at most `max` usernames share, so the option is listed. */
function distinctivePrefix(username: string, all: readonly PerformerRow[], max = 5): string {
  for (let len = 3; len < username.length; len++) {
    const prefix = username.slice(0, len).toLowerCase();
    if (all.filter((p) => p.username.toLowerCase().startsWith(prefix)).length <= max) return username.slice(0, len);
  }
  return username;
}

// §2.3 search bar with autocomplete; ARCHITECTURE §4: a labelled combobox.
test.describe("search autocomplete", () => {
  test("typing a prefix of a real username lists it; choosing it opens the profile", async ({ page, qa }) => {
    const performers = await qa.performers();
    const target = performers.find((p) => p.status !== "offline") ?? performers[0]!;
    const prefix = distinctivePrefix(target.username, performers);

    await new GridModel(page).goto("/en");
    const search = new SearchModel(page);
    await expect(search.combobox).toBeVisible();
    await expect(search.combobox).toHaveAccessibleName(/search/i);
    await search.type(prefix);
    await expect(search.listbox).toBeVisible();
    await expect(search.combobox).toHaveAttribute("aria-expanded", "true");
    await expect(search.option(target.username)).toBeVisible();

    const options = await search.listbox.getByRole("option").allInnerTexts();
    for (const text of options) expect(text.toLowerCase(), "every option matches the prefix").toContain(prefix.toLowerCase());

    await search.choose(target.username);
    await expect(page).toHaveURL(new RegExp(`/en/profile/${encodeURIComponent(target.username)}$`));
    await expect(page.getByRole("heading", { level: 1, name: target.username })).toBeVisible();
  });

  test("Enter with no suggestion highlighted opens the exact username match, else the first suggestion (§2.3)", async ({ page, qa }) => {
    const performers = await qa.performers();
    // A username that is also the prefix of another one: the exact match must win over the first suggestion.
    const target =
      performers.find((p) => performers.some((o) => o !== p && o.username.toLowerCase().startsWith(p.username.toLowerCase()))) ?? performers[0]!;
    await new GridModel(page).goto("/en");
    const search = new SearchModel(page);
    // Typed in lower case, and Enter pressed before the suggestions arrive: their answer decides.
    await search.type(target.username.toLowerCase());
    await search.combobox.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/en/profile/${encodeURIComponent(target.username)}$`));
    await expect(page.getByRole("heading", { level: 1, name: target.username })).toBeVisible();

    await new GridModel(page).goto("/en");
    const prefix = distinctivePrefix(target.username, performers);
    await search.type(prefix);
    await expect(search.option(target.username)).toBeVisible();
    const names = (await search.listbox.getByRole("option").allInnerTexts()).map((text) => text.split("\n")[0]!.trim());
    const expected = names.find((name) => name.toLowerCase() === prefix.toLowerCase()) ?? names[0]!;
    await search.combobox.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/en/profile/${encodeURIComponent(expected)}$`));
  });

  // Issue 10: Enter did nothing when nobody was suggested. A text that starts no username but is part of some
  // shows the grid searched for it (§7 user/find filter.username); removing its chip shows everyone again.
  test("Enter on a text that names nobody shows the grid searched for it", async ({ page, qa }) => {
    const names = (await qa.performers()).map((p) => p.username.toLowerCase());
    const grid = new GridModel(page);
    await grid.goto("/en");
    // A part of a shown username that starts no username at all (the autocomplete matches prefixes, §7).
    let inner = "";
    for (const name of (await grid.usernames()).map((n) => n.toLowerCase())) {
      for (let start = 1; start + 3 <= name.length && inner === ""; start++) {
        const part = name.slice(start, start + 3);
        if (/^[a-z]{3}$/.test(part) && !names.some((n) => n.startsWith(part))) inner = part;
      }
      if (inner !== "") break;
    }
    expect(inner, "a part of a username that starts none").not.toBe("");

    const search = new SearchModel(page);
    await search.type(inner);
    await expect(page.getByText("No models found")).toBeVisible();
    await search.combobox.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/en\\?q=${inner}$`));
    await expect(page.getByRole("button", { name: `Remove search ${inner}` })).toBeVisible();
    await expect(grid.list).toHaveAccessibleName(`Performers matching “${inner}”`);
    // The previous cards stay until the searched ones arrive.
    await expect.poll(async () => (await grid.usernames()).every((username) => username.toLowerCase().includes(inner))).toBe(true);
    const found = await grid.usernames();
    expect(found.length).toBeGreaterThan(0);

    await page.getByRole("button", { name: `Remove search ${inner}` }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(grid.list).toHaveAccessibleName("Live performers");
    await expect.poll(async () => (await grid.usernames()).length).toBeGreaterThan(found.length);
  });

  test("the combobox is labelled in Dutch on Dutch pages and works with the keyboard", async ({ page, qa }) => {
    const performers = await qa.performers();
    const target = performers[performers.length - 1]!;
    await new GridModel(page).goto("/");
    const search = new SearchModel(page);
    await expect(search.combobox).toHaveAccessibleName(/zoek/i);
    await search.type(distinctivePrefix(target.username, performers));
    await expect(search.option(target.username)).toBeVisible();
    const optionId = await search.option(target.username).getAttribute("id");
    for (let i = 0; i < 10 && (await search.combobox.getAttribute("aria-activedescendant")) !== optionId; i++) {
      await search.combobox.press("ArrowDown");
    }
    await expect(search.combobox).toHaveAttribute("aria-activedescendant", optionId!);
    await search.combobox.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/profile/${encodeURIComponent(target.username)}$`));
  });
});
