import { expect, type Locator, type Page } from "@playwright/test";

/** ARCHITECTURE §3 the site's QA panel (`?qa=1`): the session's event log shared for a replay. */
export class QaPanelModel {
  constructor(private readonly page: Page) {}

  get panel(): Locator {
    return this.page.getByRole("region", { name: "QA panel" });
  }

  /** Shares the log with the simulator; answers the replay link the panel shows. */
  async shareForReplay(): Promise<string> {
    await this.panel.getByRole("button", { name: "Share for replay" }).click();
    const link = this.panel.getByRole("status").getByRole("link");
    await expect(link).toHaveText(/^\/\?replay=log-\d+$/);
    return (await link.textContent()) ?? "";
  }

  /** Downloads the log file and answers its JSON. */
  async download(): Promise<unknown> {
    const download = this.page.waitForEvent("download");
    await this.panel.getByRole("button", { name: "Download the log" }).click();
    const file = await (await download).createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of file) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
  }
}
