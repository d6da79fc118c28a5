import { expect, type Locator, type Page } from "@playwright/test";
import type { PerformerStatus } from "./qa-api.model";

/** The performer grid (§2.2 whitelabel layout): a list of links, each named by a username (ARCHITECTURE §4). */
export class GridModel {
  readonly list: Locator;
  readonly cards: Locator;

  constructor(readonly page: Page) {
    // Cards lead to a profile, or to the live room of a performer who chats (issue 11).
    const performerLinks = page.locator("a[href*='/profile/'], a[href*='/stream/']");
    this.list = page.getByRole("list").filter({ has: performerLinks }).first();
    // The performers' cards, not the white-label's promotion among them (issue 28).
    this.cards = this.list.getByRole("listitem").getByRole("link").and(performerLinks);
  }

  async goto(path = "/"): Promise<void> {
    await this.page.goto(path);
    await this.waitForCards();
    // A server-rendered page's controls take no pointer input until the browser has taken it over (issue 26): a click
    // waits for that by itself, a focus() does not.
    await expect(this.page.locator("#root")).not.toHaveAttribute("data-hydrating", { timeout: 20_000 });
  }

  async waitForCards(): Promise<void> {
    await expect(this.cards.first()).toBeVisible({ timeout: 20_000 });
  }

  card(username: string): Locator {
    return this.list.getByRole("link", { name: username, exact: true });
  }

  /** The §4 style status shown on a card's badge. */
  badge(username: string): Locator {
    return this.card(username).locator("[data-status]");
  }

  /** Accessible names of the cards, read from the accessibility tree. */
  async usernames(): Promise<string[]> {
    // Each card's link is named by the username (its aria-label); the promotion among them is no card. Waits for the
    // list's cards, as a look at the list would.
    await this.cards.first().waitFor({ state: "attached" });
    return this.cards.evaluateAll((links) => links.map((link) => link.getAttribute("aria-label") ?? ""));
  }

  /** Scrolls to the end of the grid once, so the infinite-scroll sentinel comes into view. */
  async scrollToEnd(): Promise<void> {
    await this.cards.last().scrollIntoViewIfNeeded();
    await this.page.mouse.wheel(0, 4_000);
  }

  /** How many performers the grid holds (loaded pages), not only the rows it renders near the viewport (ARCHITECTURE §6). */
  async loaded(): Promise<number> {
    return Number(await this.page.locator("[data-loaded]").first().getAttribute("data-loaded"));
  }

  /**
   * Scrolls to the end until the grid holds more performers than `count`; returns how many it holds then. It counts
   * loaded performers rather than rendered cards: the grid renders only the rows near the viewport, so after a jump to
   * the end fewer cards may be rendered than before.
   */
  async loadMoreThan(count: number): Promise<number> {
    await expect
      .poll(
        async () => {
          const held = await this.loaded();
          if (held <= count) await this.scrollToEnd();
          return held;
        },
        { timeout: 20_000, intervals: [250, 500, 1_000] },
      )
      .toBeGreaterThan(count);
    return this.loaded();
  }

  /**
   * Scrolls through up to `pages` pages of the grid until the card for `username` is rendered. The grid renders only
   * the rows near the viewport (ARCHITECTURE §6), so it walks down most of a screen at a time rather than jumping to the end.
   */
  async findCard(username: string, pages = 6): Promise<Locator> {
    const card = this.card(username);
    const step = Math.round((this.page.viewportSize()?.height ?? 720) * 0.8);
    for (let i = 0; i < pages * 10 && (await card.count()) === 0; i++) {
      await this.page.mouse.wheel(0, step);
      await expect.poll(() => card.count(), { timeout: 1_000 }).toBeGreaterThan(0).catch(() => undefined);
    }
    await expect(card, `card of ${username} in the grid`).toHaveCount(1);
    return card;
  }

  async expectStatus(username: string, status: PerformerStatus): Promise<void> {
    await expect(this.badge(username)).toHaveAttribute("data-status", status);
  }
}
