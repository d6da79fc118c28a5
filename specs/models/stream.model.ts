import { expect, type Locator, type Page } from "@playwright/test";

/** The live stream view (§2.6, issue 11): the player, the chat lane and the editor. */
export class StreamModel {
  constructor(private readonly page: Page) {}

  /** Opens her live room, in English unless another prefix ("" for Dutch) is given. */
  async open(performer: string, prefix = "/en") {
    await this.page.goto(`${prefix}/stream/${encodeURIComponent(performer)}`);
  }

  /** The status beside her name under the room (free chat, live, VIP, pause, offline), as its text. */
  get status(): Locator {
    return this.page.getByRole("heading", { level: 1 }).locator("xpath=following-sibling::*[@data-status]");
  }

  /** The mark on the video (live, free chat, VIP, pause), as its text. */
  get mark(): Locator {
    return this.video.locator("xpath=following-sibling::*//*[@data-status]");
  }

  get video(): Locator {
    return this.page.getByLabel(/^Live video of /);
  }

  get lane(): Locator {
    return this.page.getByRole("log", { name: "Chat messages" });
  }

  get input(): Locator {
    return this.page.getByRole("textbox", { name: "Your message" });
  }

  /** The lane's messages as their text, oldest first. */
  async messages(): Promise<string[]> {
    return this.lane.getByRole("listitem").allInnerTexts();
  }

  /** Waits until the room is joined (the editor takes text); in any language. */
  async joined() {
    await expect(this.page.getByRole("tabpanel").getByRole("textbox").first()).toBeEnabled({ timeout: 20_000 });
  }

  async send(text: string) {
    await this.input.fill(text);
    await this.input.press("Enter");
  }

  /** The video's playback position (seconds). */
  async currentTime(): Promise<number> {
    return this.page.locator("video").first().evaluate((video) => (video as HTMLVideoElement).currentTime);
  }

  /** §2.6 the room's tabs (chat, tips, VIP, wallet, model). */
  tab(name: string | RegExp): Locator {
    return this.page.getByRole("tablist", { name: "Room" }).getByRole("tab", { name });
  }

  /** The open Tips tab panel (issue 12). */
  get tips(): Locator {
    return this.page.getByRole("tabpanel", { name: "Tips" });
  }

  /** The open VIP show tab panel. */
  get vip(): Locator {
    return this.page.getByRole("tabpanel", { name: "VIP show" });
  }

  /** The camback preview: the member's own camera. */
  get cambackPreview(): Locator {
    return this.page.getByLabel("Your camera, as the performer sees it");
  }

  /** Whether the camback preview shows moving frames (its video has a size and its time advances). */
  async cambackFrames(): Promise<{ width: number; time: number }> {
    return this.cambackPreview.evaluate((video) => ({ width: (video as HTMLVideoElement).videoWidth, time: (video as HTMLVideoElement).currentTime }));
  }

  endPanel(title: string | RegExp): Locator {
    return this.page.getByRole("status").filter({ has: this.page.getByRole("heading", { name: title }) });
  }
}
