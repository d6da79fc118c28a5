import { expect, test } from "@playwright/test";
import { AccountModel, englishPath, newMember } from "./models/account.model";
import { GridModel } from "./models/grid.model";
import { StreamModel } from "./models/stream.model";
import { WalletModel } from "./models/wallet.model";

// Issue 30: the static demo (build/demo-test, served by scripts/serve-static.mjs: no simulator process). The simulator
// runs in the page: MSW's service worker answers the platform's calls, MSW's WebSocket interception the sockets, and
// the world is kept per tab in IndexedDB.
test.describe("the static demo (issue 30)", () => {
  test("browse → register → verify from the demo's mailbox → buy a bundle → her video plays, the room echoes a message, a tip → the messenger, her answer", async ({ page }) => {
    const account = new AccountModel(page);
    // The grid, from the world in the page: a performer in free chat, whose card leads to her live room.
    const grid = new GridModel(page);
    await grid.goto("/en");
    const performer = (await grid.list.locator("a[href*='/stream/']").first().getAttribute("aria-label")) ?? "";
    expect(performer).not.toBe("");

    const { email, password } = newMember("demo");
    await account.registerAndConfirm(email, password);
    await expect(account.credits()).toHaveAccessibleName("Credits: 0 minutes");

    // The verification mail, in the demo's mailbox (the Node host's QA console has it there).
    const mailbox = page.getByRole("button", { name: /^Demo mailbox \(\d+\)$/ });
    await expect(mailbox).toHaveAccessibleName("Demo mailbox (1)");
    await mailbox.click();
    const link = page.getByRole("region", { name: "Demo mailbox" }).getByRole("link", { name: "Verify the e-mail address" });
    // The mail's link is the Dutch site's, as a platform's is: followed on the English one, as the site's specs do.
    await page.goto(englishPath((await link.getAttribute("href")) ?? ""));
    await expect(account.dialog.getByRole("heading", { name: "Credits received" })).toBeVisible();
    await account.closeDialog();
    // After the page load the world and the member's session are the tab's as they were.
    await account.expectLoggedIn(email);
    await expect(account.credits()).toHaveAccessibleName("Credits: 2 minutes");

    // A bundle, paid in the provider's window, which the demo serves from the world of the window that opened it.
    const wallet = new WalletModel(page);
    await wallet.open();
    const window = await wallet.pay();
    await window.getByRole("button", { name: /^Pay / }).click();
    await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
    await expect.poll(() => window.isClosed()).toBe(true);
    await wallet.close();
    // The member socket told the balance: more than the welcome credits now.
    await expect(account.credits()).not.toHaveAccessibleName("Credits: 2 minutes");
    await expect(account.credits()).toHaveAccessibleName(/^Credits: \d+ minutes$/);

    // Her live room: the video plays (her look's shipped segments), and a message written there comes back from the
    // room (the chat engine answers over the WebSocket the page's simulator intercepts).
    const stream = new StreamModel(page);
    await stream.open(performer);
    await stream.joined();
    await expect.poll(() => stream.currentTime(), { timeout: 30_000 }).toBeGreaterThan(0.5);
    const text = `hello from the demo ${Date.now()}`;
    await stream.send(text);
    await expect(stream.lane.getByRole("listitem").filter({ hasText: text })).toHaveCount(1);
    await expect(stream.lane.getByText("Sending…")).toHaveCount(0);

    // A tip of 150 from the room's Tips tab (a Kiss, or while her toy is on a toy tip, which also makes it vibrate): told in the
    // lane. The room is as the world seeded it.
    await stream.tab("Tips").click();
    await stream.tips.getByRole("button", { name: /\b150 credits$/ }).first().click();
    await stream.tab("Chat").click();
    await expect(stream.lane.getByRole("listitem").filter({ hasText: "tipped 150 credits" })).toHaveCount(1);

    // The messenger: a message to her, and her answer a few seconds later (the performers' replies run in the page).
    await page.goto(`/en/messenger/${encodeURIComponent(performer)}`);
    const conversation = page.getByRole("main").getByRole("log", { name: `Messages with ${performer}` });
    const field = page.getByRole("textbox", { name: `Your message to ${performer}` }).first();
    await field.fill("Hello from the demo");
    await field.press("Enter");
    await expect(conversation.getByRole("img", { name: "Sent" })).toHaveCount(1);
    // Hers: a message with its time and without the ticks of the member's own.
    const hers = conversation
      .getByRole("listitem")
      .filter({ hasNotText: "Hello from the demo" })
      .filter({ hasNot: page.getByRole("img", { name: /^(Sent|Delivered|Read)$/ }) })
      .filter({ hasText: /\d\d:\d\d/ });
    await expect(hers).toHaveCount(1);
  });

  test("the QA console in the demo's page drives its world: a flood started there fills the room's lane", async ({ page }) => {
    const grid = new GridModel(page);
    await grid.goto("/en");
    const performer = (await grid.list.locator("a[href*='/stream/']").first().getAttribute("aria-label")) ?? "";
    const stream = new StreamModel(page);
    await stream.open(performer);
    await stream.joined();

    // The Node host's console page, in a frame of the demo's page: its calls reach this page's world.
    await page.getByRole("button", { name: "QA console" }).click();
    const qa = page.frameLocator('iframe[title="QA console"]');
    await expect(qa.getByRole("heading", { name: "World: this tab's own" })).toBeVisible();
    await expect(qa.locator("#rows").getByText(performer, { exact: true })).toBeAttached();
    await qa.getByRole("region", { name: "Chat rooms" }).getByRole("combobox", { name: "Performer" }).fill(performer);
    await qa.getByRole("spinbutton", { name: "Messages a second" }).fill("5");
    await qa.getByRole("spinbutton", { name: "Seconds", exact: true }).fill("3");
    await qa.getByRole("button", { name: "Flood the room" }).click();
    await expect(qa.locator("#chat-toast")).toContainText(performer);
    await page.getByRole("button", { name: "QA console" }).click();
    await expect(stream.lane.getByRole("listitem").filter({ hasText: /flood #\d+\/15/ }).first()).toBeVisible();
  });
});
