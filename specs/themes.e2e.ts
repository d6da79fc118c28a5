import { expect, test } from "./fixtures";
import { GridModel } from "./models/grid.model";

// Issue 28, §2.3/§2.6: the seasonal themes, switched on by the white-label configuration: `<html data-theme>`, the
// valentine's six rising hearts in the home header, christmas's decoration on every page; still for reduced motion.
test.describe("seasonal themes (issue 28)", () => {
  test("valentine: the theme on <html>, six animated hearts in the home header only", async ({ page, seededWorld: qa }) => {
    // The specs ask for reduced motion (playwright.config.ts); this one looks at the motion first.
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await qa.configure({ theme: "valentine" });
    const grid = new GridModel(page);
    await grid.goto("/en");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "valentine");
    const decoration = page.getByRole("banner").locator('[data-decoration="valentine"]');
    await expect(decoration).toHaveAttribute("aria-hidden", "true");
    const hearts = decoration.locator("svg");
    await expect(hearts).toHaveCount(6);
    expect(await hearts.first().evaluate((svg) => getComputedStyle(svg.parentElement!).animationName)).not.toBe("none");

    // Not on a profile; the theme stays on the page.
    const [username] = await grid.usernames();
    await page.goto(`/en/profile/${encodeURIComponent(username!)}`);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "valentine");
    await expect(page.locator("[data-decoration]")).toHaveCount(0);

    // A visitor who asks for less motion sees the hearts still.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await grid.goto("/en");
    expect(await hearts.first().evaluate((svg) => getComputedStyle(svg.parentElement!).animationName)).toBe("none");
  });

  test("christmas: its decoration on every page; off, no theme at all", async ({ page, seededWorld: qa }) => {
    await qa.configure({ features: { christmasMode: true } });
    const grid = new GridModel(page);
    await grid.goto("/en");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "christmas");
    await expect(page.getByRole("banner").locator('[data-decoration="christmas"]')).toBeVisible();
    await page.goto("/en/privacy");
    await expect(page.getByRole("banner").locator('[data-decoration="christmas"]')).toHaveCount(1);

    await qa.configure({ features: { christmasMode: false } });
    await grid.goto("/en");
    await expect(page.locator("html")).not.toHaveAttribute("data-theme", /.*/);
    await expect(page.locator("[data-decoration]")).toHaveCount(0);
  });
});
