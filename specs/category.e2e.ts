import { expect, test } from "./fixtures";
import { CategoryModel } from "./models/category.model";
import { FiltersModel } from "./models/filters.model";
import { GridModel } from "./models/grid.model";

// §2.1 category-search route, §2.3 category filter bar and SEO block, §3 filter catalogue.
test.describe("filters and category pages", () => {
  test("choosing a category in the filter bar narrows the grid and moves to its page", async ({ page }) => {
    const grid = new GridModel(page);
    await grid.goto("/en");
    const all = await grid.usernames();

    await new FiltersModel(page).category("Blonde").click();
    await expect(page).toHaveURL(/\/en\/blonde$/);
    await expect.poll(async () => (await grid.usernames()).join()).not.toBe(all.join());
    const blonde = await grid.usernames();
    expect(blonde.length).toBeGreaterThan(0);
    expect(blonde.length, "a category shows fewer performers than all").toBeLessThanOrEqual(all.length);
    await expect(page).toHaveTitle(/blonde/i);
  });

  test("a filter pill in the drawer narrows the grid; removing its chip restores it", async ({ page }) => {
    const grid = new GridModel(page);
    await grid.goto("/en");
    const all = await grid.usernames();
    const filters = new FiltersModel(page);

    await filters.open();
    await filters.toggle("Hair colour", "Redhead");
    await expect(page).toHaveURL(/[?&]hairColor=/);
    await filters.close();
    await expect.poll(async () => (await grid.usernames()).join()).not.toBe(all.join());
    const redheads = await grid.usernames();
    expect(redheads.length).toBeGreaterThan(0);
    expect(redheads.length).toBeLessThan(all.length);
    await expect(filters.openButton).toHaveAccessibleName("Filters, 1 active");

    await filters.activeFilters.getByRole("button", { name: "Remove filter Redhead" }).first().click();
    await expect(page).not.toHaveURL(/hairColor/);
    await expect.poll(async () => (await grid.usernames()).join()).toBe(all.join());
  });

  test("a category page shows its SEO title, text and tabs", async ({ page }) => {
    await new GridModel(page).goto("/en/blonde");
    const category = new CategoryModel(page);
    await expect(page.getByRole("heading", { name: "Blonde cam girls live" })).toBeVisible();
    await expect(page.getByText("From platinum to honey", { exact: false })).toBeVisible();
    await expect(category.tabs).toHaveText(["About", "How it works", "Safe"]);

    await category.selectTab("How it works");
    await expect(category.panel()).toContainText("Create a free account");
    await category.selectTab("Safe");
    await expect(category.panel()).toContainText("Every model is verified");
  });

  test("the Dutch category page uses the Dutch SEO texts", async ({ page }) => {
    await new GridModel(page).goto("/blonde");
    await expect(page.getByRole("heading", { name: "Blonde camgirls live" })).toBeVisible();
    await expect(new CategoryModel(page).tabs).toHaveText(["Over", "Zo werkt het", "Veilig"]);
  });

  test("two categories show different performers", async ({ page }) => {
    const grid = new GridModel(page);
    await grid.goto("/en/asian");
    const asian = new Set(await grid.usernames());
    await grid.goto("/en/blonde");
    const blonde = await grid.usernames();
    expect(blonde.filter((n) => asian.has(n)).length, "few performers are in both").toBeLessThan(blonde.length);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test("the filter drawer lists the categories as pills; one opens its page", async ({ page }) => {
      const grid = new GridModel(page);
      await grid.goto("/en");
      const filters = new FiltersModel(page);
      await filters.open();
      await filters.drawer.getByRole("link", { name: "Blonde", exact: true }).click();
      await expect(page).toHaveURL(/\/en\/blonde$/);
      await grid.waitForCards();
      await expect(page.getByRole("heading", { name: "Blonde cam girls live" })).toBeVisible();
    });

    test("the category bar scrolls sideways with a visible cue; Tab and the arrows show every pill whole", async ({ page }) => {
      await new GridModel(page).goto("/");
      const bar = new FiltersModel(page).categoryBar;
      const list = bar.getByRole("list");
      const after = bar.getByTestId("category-scroll-after");
      const before = bar.getByTestId("category-scroll-before");
      // More pills than fit: an arrow (and a faded edge) says so; nothing to go back to yet.
      await expect(after).toBeVisible();
      await expect(before).toBeHidden();

      // Each pill the focus lands on is whole within the list.
      const pills = bar.getByRole("link");
      const count = await pills.count();
      expect(count).toBeGreaterThan(3);
      await pills.first().focus();
      for (let i = 0; i < count; i++) {
        const pill = pills.nth(i);
        await expect(pill).toBeFocused();
        await expect
          .poll(() =>
            pill.evaluate((a) => {
              const box = a.getBoundingClientRect();
              const view = a.closest("ul")!.getBoundingClientRect();
              return box.left >= view.left - 1 && box.right <= view.right + 1;
            }),
          )
          .toBe(true);
        if (i < count - 1) await page.keyboard.press("Tab");
      }
      await expect(before).toBeVisible();

      // Back to the start with the arrow, one view at a time.
      for (let i = 0; i < count && (await before.isVisible()); i++) {
        await before.click();
        await page.waitForTimeout(400);
      }
      await expect.poll(() => list.evaluate((ul) => ul.scrollLeft)).toBe(0);
      await expect(before).toBeHidden();
      await after.click();
      await expect.poll(() => list.evaluate((ul) => ul.scrollLeft)).toBeGreaterThan(0);
    });
  });
});
