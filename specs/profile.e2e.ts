import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./models/axe";
import { GalleryModel } from "./models/gallery.model";
import { GridModel } from "./models/grid.model";
import { ProfileModel } from "./models/profile.model";

/** Opens, from the English grid, the first of the first ten performers with an album of at least `minItems`. */
async function profileWithAlbum(page: Page, minItems?: number) {
  const grid = new GridModel(page);
  await grid.goto("/en");
  const profile = new ProfileModel(page);
  const { album } = await profile.gotoFirstWithAlbum((await grid.usernames()).slice(0, 10), minItems);
  return { profile, album };
}

// §2.1 profile route with every §3 field; §2.6 gallery: opens at a page, next wraps to 1, previous stops at 1.
test.describe("profile and gallery", () => {
  test("the profile shows the performer's fields as the API returned them", async ({ page }) => {
    const grid = new GridModel(page);
    await grid.goto("/en");
    const [username] = await grid.usernames();
    const profile = new ProfileModel(page);
    const data = await profile.goto(username!);

    await expect(page).toHaveTitle(new RegExp(username!));
    await expect(profile.detail("Age")).toHaveText(String(data.age));
    await expect(profile.detail("City")).toHaveText(data.city || "–");
    for (const label of ["Gender", "Date of birth", "Ethnicity", "Hair colour", "Eye colour", "Physique", "Languages", "Show types"]) {
      await expect(profile.detail(label), `row ${label}`).toHaveText(/\S/);
    }
    await expect(page.getByRole("heading", { level: 2, name: `About ${username}` })).toBeVisible();
  });

  test("a guest's heart opens the sign-up, which leads to the login (issue 28)", async ({ page }) => {
    const grid = new GridModel(page);
    await grid.goto("/en");
    const [username] = await grid.usernames();
    await new ProfileModel(page).goto(username!);
    const heart = page.getByRole("button", { name: `Add ${username} to favourites` });
    await expect(heart).toHaveCount(1);
    await expect(heart).toBeEnabled();
    await heart.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("form", { name: "Sign up" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Log in" })).toBeVisible();
  });

  test("an album opens in the lightbox; next, previous and Escape work", async ({ page }) => {
    const { profile, album } = await profileWithAlbum(page);

    const gallery = new GalleryModel(page);
    await profile.openAlbum(album.title, gallery.dialog);
    await expect(gallery.dialog).toHaveAccessibleName(album.title);
    await gallery.expectAt(1);
    const count = await gallery.count();
    expect(count).toBeGreaterThan(1);
    await expect(gallery.previous, "previous stops at 1").toBeDisabled();

    await gallery.next.click();
    await gallery.expectAt(2, count);
    await expect(gallery.previous).toBeEnabled();
    await gallery.previous.click();
    await gallery.expectAt(1, count);

    for (let i = 1; i < count; i++) await gallery.next.click();
    await gallery.expectAt(count, count);
    await gallery.next.click();
    await gallery.expectAt(1, count); // next wraps to 1

    await expectNoAxeViolations(page);

    await page.keyboard.press("Escape");
    await expect(gallery.dialog).toBeHidden();
    await expect(profile.heading).toBeVisible();
  });

  test("arrow keys move between items, and focus stays in the gallery at the first item", async ({ page }) => {
    const { profile, album } = await profileWithAlbum(page);
    const gallery = new GalleryModel(page);
    await profile.openAlbum(album.title, gallery.dialog);
    // Right after opening, focus is on the dialog: the arrows work from there.
    await page.keyboard.press("ArrowRight");
    await gallery.expectAt(2);
    await page.keyboard.press("ArrowLeft");
    await gallery.expectAt(1);

    await gallery.next.click();
    await gallery.previous.click();
    await gallery.expectAt(1);
    // Previous is now disabled; focus must not fall out of the dialog (ARCHITECTURE §4 keyboard reachable).
    expect(await gallery.dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("ArrowRight");
    await gallery.expectAt(2);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test("the performer's name, status and facts sit below the cover; only the snapshot overlaps it", async ({ page }) => {
      const grid = new GridModel(page);
      await grid.goto("/");
      const [username] = await grid.usernames();
      await page.goto(`/profile/${encodeURIComponent(username!)}`);
      const heading = page.getByRole("heading", { level: 1, name: username });
      await expect(heading).toBeVisible();
      const boxes = await heading.evaluate((h1) => {
        const hero = h1.closest("header")!;
        const cover = hero.firstElementChild!.getBoundingClientRect();
        const snapshot = hero.querySelector(":scope > div + div > :first-child")!.getBoundingClientRect();
        return { nameTop: h1.getBoundingClientRect().top, coverBottom: cover.bottom, snapshotTop: snapshot.top };
      });
      expect(boxes.nameTop, "the name starts below the cover").toBeGreaterThanOrEqual(boxes.coverBottom);
      expect(boxes.snapshotTop, "the snapshot still overlaps the cover").toBeLessThan(boxes.coverBottom);
    });
  });

  test("the close button closes the gallery and returns focus to the album", async ({ page }) => {
    const { profile, album } = await profileWithAlbum(page, 1);
    const opener = profile.album(album.title);
    const gallery = new GalleryModel(page);
    await profile.openAlbum(album.title, gallery.dialog);
    await gallery.close.click();
    await expect(gallery.dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
