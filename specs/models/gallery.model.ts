import { expect, type Locator, type Page } from "@playwright/test";

/** §2.6 gallery lightbox: a dialog named by the album title, one slide at a time with a counter. */
export class GalleryModel {
  readonly dialog: Locator;
  readonly next: Locator;
  readonly previous: Locator;
  readonly close: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole("dialog");
    this.next = this.dialog.getByRole("button", { name: "Next", exact: true });
    this.previous = this.dialog.getByRole("button", { name: "Previous", exact: true });
    this.close = this.dialog.getByRole("button", { name: "Close gallery" });
  }

  /** The counter as read by a screen reader: "Item 2 of 7". */
  async expectAt(page: number, count?: number): Promise<void> {
    await expect(this.dialog.getByText(new RegExp(`^Item ${page} of ${count ?? "\\d+"}$`))).toHaveCount(1);
  }

  async count(): Promise<number> {
    const text = await this.dialog.getByText(/^Item \d+ of \d+$/).textContent();
    return Number(/of (\d+)/.exec(text ?? "")?.[1] ?? NaN);
  }
}
