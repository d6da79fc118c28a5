import { expect, type Locator, type Page, type Response } from "@playwright/test";

/** The profile as the performer API returned it (§3; only the fields the specs compare). */
export type ProfileData = { username: string; age: number; city: string; albums: { id: string; title: string; count: number }[] };

/** §2.1 performer profile page: hero, details table of every §3 field, albums. */
export class ProfileModel {
  readonly heading: Locator;
  readonly details: Locator;
  readonly albums: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1 });
    this.details = page.getByRole("table");
    this.albums = page.getByRole("list", { name: /album/i }).getByRole("button");
  }

  /**
   * Opens the profile and returns the profile data the page was made from, to compare with what it shows: the data the
   * server rendered it with (issue 26, carried in the page), else the call the browser made.
   */
  async goto(username: string, prefix = "/en"): Promise<ProfileData> {
    const response = this.page.waitForResponse(isProfileCall).catch(() => null);
    await this.page.goto(`${prefix}/profile/${encodeURIComponent(username)}`);
    await expect(this.heading).toHaveText(username);
    const rendered = await this.page.evaluate((name) => {
      const state = JSON.parse(document.getElementById("camstage-state")?.textContent || "{}") as { queries?: { queryKey: unknown[]; data: unknown }[] };
      return state.queries?.find((query) => query.queryKey[0] === "profile" && query.queryKey[3] === name)?.data ?? null;
    }, username);
    if (rendered) return rendered as ProfileData;
    return (await (await response)!.json()) as ProfileData;
  }

  /** Opens the first of `usernames` whose profile has an album of at least `minItems` items. */
  async gotoFirstWithAlbum(usernames: readonly string[], minItems = 2): Promise<{ data: ProfileData; album: ProfileData["albums"][number] }> {
    for (const username of usernames) {
      const data = await this.goto(username);
      const album = data.albums.find((a) => a.count >= minItems);
      if (album) return { data, album };
    }
    throw new Error(`none of ${usernames.join(", ")} has an album with ${minItems} or more items`);
  }

  /** The value cell of a details row, found by its row header. */
  detail(label: string): Locator {
    return this.details
      .getByRole("row")
      .filter({ has: this.page.getByRole("rowheader", { name: label, exact: true }) })
      .getByRole("cell");
  }

  /** Opens an album; retried, since the button only answers once the album contents have loaded. */
  async openAlbum(title: string, dialog: Locator): Promise<void> {
    await expect(async () => {
      await this.album(title).click();
      await expect(dialog).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  }

  album(title: string): Locator {
    return this.page.getByRole("button", { name: `Open album ${title}`, exact: true });
  }
}

/** The §7 performer API call `GET …/profile/{id}` made by the page (not the page's own URL). */
function isProfileCall(r: Response): boolean {
  const type = r.request().resourceType();
  return (type === "fetch" || type === "xhr") && r.status() === 200 && /\/profile\/[^/]+$/.test(new URL(r.url()).pathname);
}
