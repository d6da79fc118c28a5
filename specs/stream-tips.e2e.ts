import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { AccountModel, returningMember } from "./models/account.model";
import { expectNoAxeViolations } from "./models/axe";
import type { QaApi } from "./models/qa-api.model";
import { StreamModel } from "./models/stream.model";
import { WalletModel } from "./models/wallet.model";

/** A performer in free chat (no per-minute charge: the balance moves by the tips and shows only). */
const freePerformer = async (qa: QaApi, index: number) => {
  const row = (await qa.performers()).filter((p) => p.status === "free")[index];
  expect(row, "a performer in free chat").toBeDefined();
  return row!.username;
};

/** A performer in free chat who has a toy (§9 cybertoy 1, 2, 3 or 5). */
const toyPerformer = async (qa: QaApi, index: number) => {
  const free = (await qa.performers()).filter((p) => p.status === "free").map((p) => p.username);
  const withToy: string[] = [];
  for (const username of free) if ([1, 2, 3, 5].includes((await qa.room(username)).toy.level)) withToy.push(username);
  expect(withToy[index], "a performer in free chat with a toy").toBeDefined();
  return withToy[index]!;
};

/** A new member with exactly `credits`, in the performer's room, the given tab open. */
const memberInRoom = async (page: Page, qa: QaApi, performer: string, credits: number, tag: string) => {
  const account = new AccountModel(page);
  const member = await returningMember(page, qa, tag, { credits });
  const { email } = member;
  const stream = new StreamModel(page);
  await stream.open(performer);
  await account.expectLoggedIn(email);
  await stream.joined();
  const balance = async () => (await qa.member(email)).credits;
  return { account, member, stream, balance };
};

/** The page's own scrolling as the modal lock leaves it. */
const pageOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow);

test.describe("tips, toys and VIP shows (issue 12)", () => {
  test.beforeEach(async ({ seededWorld: qa }) => {
    await qa.chatSettings({ bots: false });
  });

  test("a member tips 150 from the quick tips: charged once, even for a double click, and shown in the lane", async ({ page, seededWorld: qa }) => {
    const performer = await freePerformer(qa, 0);
    const { stream, balance } = await memberInRoom(page, qa, performer, 1000, "tip");
    await stream.tab("Tips").click();
    await stream.tips.getByRole("button", { name: /^Kiss\b/ }).first().dblclick();
    await expect(stream.tips.getByText("You tipped 150 credits")).toBeVisible();
    await expect.poll(balance).toBe(850);
    await expect.poll(async () => (await qa.room(performer)).tips).toEqual([expect.objectContaining({ amount: 150, kind: "kiss", public: true })]);
    await stream.tab("Chat").click();
    await expect(stream.lane.getByRole("listitem").filter({ hasText: "tipped 150 credits" })).toHaveCount(1);
    // Nothing more was charged while the lane showed it.
    expect(await balance()).toBe(850);
  });

  test("a tip the balance does not cover: its modal, the wallet, a bundle bought, and the member is back in the room to tip", async ({ page, seededWorld: qa }) => {
    const performer = await freePerformer(qa, 9);
    const { member, stream, balance } = await memberInRoom(page, qa, performer, 100, "tip-poor");
    await stream.tab("Tips").click();
    await stream.tips.getByRole("button", { name: /^Kiss\b/ }).first().click();
    const modal = page.getByRole("dialog", { name: "Not enough credits for this tip" });
    await expect(modal).toBeVisible();
    expect((await qa.room(performer)).tips).toEqual([]);
    await modal.getByRole("button", { name: "Buy credits" }).click();
    const wallet = new WalletModel(page);
    await expect(wallet.payButton()).toBeEnabled();
    const window = await wallet.pay();
    await window.getByRole("button", { name: /^Pay / }).click();
    const payment = await qa.newestPayment(member.id);
    await expect(wallet.drawer.getByRole("heading", { name: "Payment successful" })).toBeVisible();
    await wallet.close();
    // Back where the member was: the room, its tips tab, the chat still joined.
    await expect(page).toHaveURL(new RegExp(`/en/stream/${performer}$`));
    await expect(stream.tab("Tips")).toHaveAttribute("aria-selected", "true");
    await expect.poll(balance).toBe(100 + payment.credits + payment.bonus * 60);
    const bought = await balance();
    await stream.tips.getByRole("button", { name: /^Kiss\b/ }).first().click();
    await expect.poll(balance).toBe(bought - 150);
  });

  test("a custom tip of 99 or 100001 is refused with its text; 100 with a message goes out", async ({ page, seededWorld: qa }) => {
    const performer = await freePerformer(qa, 1);
    const { stream, balance } = await memberInRoom(page, qa, performer, 200_000, "custom");
    await stream.tab("Tips").click();
    const amount = stream.tips.getByRole("textbox", { name: /Amount/ });
    const send = stream.tips.getByRole("button", { name: "Send tip" });
    await amount.fill("99");
    await send.click();
    await expect(stream.tips.getByText("The minimum tip is 100 credits.")).toBeVisible();
    await amount.fill("100001");
    await send.click();
    await expect(stream.tips.getByText(/^The maximum tip is 100,?000 credits\.$/)).toBeVisible();
    await amount.fill("100");
    await stream.tips.getByRole("textbox", { name: /Message/ }).fill("for the dance");
    await send.click();
    await expect(stream.tips.getByText("You tipped 100 credits")).toBeVisible();
    await expect.poll(balance).toBe(199_900);
    expect((await qa.room(performer)).tips).toEqual([expect.objectContaining({ amount: 100, kind: "custom", message: "for the dance" })]);
  });

  test("with the toy on, toy tips replace the others and a toy tip makes it react", async ({ page, seededWorld: qa }) => {
    const performer = await toyPerformer(qa, 0);
    await qa.toy(performer, false);
    const { stream, balance } = await memberInRoom(page, qa, performer, 1000, "toy");
    await stream.tab("Tips").click();
    await expect(stream.tips.getByRole("button", { name: /^Kiss\b/ }).first()).toBeVisible();
    await qa.toy(performer, true);
    await expect(stream.tips.getByRole("button", { name: /^Kiss\b/ })).toHaveCount(0);
    await stream.tips.getByRole("button", { name: /^medium for 6 seconds/ }).click();
    await expect.poll(balance).toBe(700);
    await expect(page.getByRole("status").filter({ hasText: /medium, 6 s/ }).first()).toBeVisible();
    expect((await qa.room(performer)).toy).toMatchObject({ active: true });
    await stream.tab("Chat").click();
    await expect(stream.lane.getByRole("listitem").filter({ hasText: /vibrate/ })).toHaveCount(1);
  });

  test("a goal bar moves with the tips", async ({ page, seededWorld: qa }) => {
    const performer = await freePerformer(qa, 3);
    await qa.goal(performer, "Oil show", 1000);
    const { stream } = await memberInRoom(page, qa, performer, 1000, "goal");
    const goal = page.getByRole("progressbar", { name: /Oil show/ }).first();
    await expect(goal).toHaveAttribute("aria-valuenow", "0");
    await stream.tab("Tips").click();
    await stream.tips.getByRole("button", { name: /^Kiss\b/ }).first().click();
    await expect(goal).toHaveAttribute("aria-valuenow", "150");
    expect((await qa.room(performer)).goal).toMatchObject({ title: "Oil show", target: 1000, progress: 150 });
  });

  test("a VIP request with fewer than 480 credits opens the wallet tab and its no-credits modal", async ({ page, seededWorld: qa }) => {
    const performer = await freePerformer(qa, 4);
    const { stream } = await memberInRoom(page, qa, performer, 479, "vip-poor");
    await stream.tab("VIP show").click();
    await stream.vip.getByRole("button", { name: "Request a VIP show" }).click();
    await expect(page.getByRole("dialog", { name: "Not enough credits for a VIP show" })).toBeVisible();
    // §4 outside a VIP session a modal locks the page's scrolling.
    expect(await pageOverflow(page)).toBe("hidden");
    await expect(stream.tab("Wallet")).toHaveAttribute("aria-selected", "true");
    expect((await qa.room(performer)).vip).toBeNull();
  });

  test("requested → accepted → a VIP show charged per minute → ended through the End VIP modal", async ({ page, seededWorld: qa }) => {
    const performer = await freePerformer(qa, 5);
    const { member, stream, balance } = await memberInRoom(page, qa, performer, 1000, "vip");
    await stream.tab("VIP show").click();
    await stream.vip.getByRole("button", { name: "Request a VIP show" }).click();
    await expect(stream.vip.getByText(`Waiting for ${performer} to accept`)).toBeVisible();
    await expect.poll(async () => (await qa.room(performer)).vip).toMatchObject({ state: "requested", member: member.id });
    await expect(stream.status).toHaveText("Free chat");
    await expect(stream.mark).toHaveText("Free chat");
    await qa.vip(performer, "accept");
    await expect(stream.vip.getByRole("button", { name: "End VIP show" })).toBeVisible();
    // Issue 27: the status beside her name and the mark on the video follow the room, not the page's load.
    await expect(stream.status).toHaveText("VIP");
    await expect(stream.mark).toHaveText("VIP");
    // The badge over the player: the price a minute and the time in VIP.
    await expect(page.getByRole("timer").first()).toBeVisible();
    await expect(page.getByText("50 cr/min").first()).toBeVisible();
    await qa.advanceClock(61_000);
    await expect.poll(balance, { timeout: 15_000 }).toBeLessThan(1000);
    await stream.vip.getByRole("button", { name: "End VIP show" }).click();
    const modal = page.getByRole("dialog", { name: /End the VIP show/ });
    await expect(modal).toContainText(performer);
    // §4 … but not in a VIP session: the show and its lane stay scrollable.
    expect(await pageOverflow(page)).not.toBe("hidden");
    await expectNoAxeViolations(page);
    await modal.getByRole("button", { name: "Yes, end the show" }).click();
    await expect(modal).toHaveCount(0);
    await expect(stream.vip.getByText("The VIP show has ended")).toBeVisible();
    await expect.poll(async () => (await qa.room(performer)).vip).toBeNull();
    await expect(stream.status).toHaveText("Free chat");
    await expect(stream.mark).toHaveText("Free chat");
    // §9 a show costs at least its 5 minutes at 50 credits.
    await expect.poll(balance).toBe(750);
  });

  test("where the platform says 240 a minute, the VIP tab, the badge and the charges follow it", async ({ page, seededWorld: qa }) => {
    const performer = await freePerformer(qa, 7);
    await qa.vipPrice(performer, 240);
    const { stream, balance } = await memberInRoom(page, qa, performer, 1500, "vip-240");
    await stream.tab("VIP show").click();
    await expect(stream.vip.getByText("240 cr/min").first()).toBeVisible();
    await stream.vip.getByRole("button", { name: "Request a VIP show" }).click();
    await expect.poll(async () => (await qa.room(performer)).vip?.state).toBe("requested");
    await qa.vip(performer, "accept");
    await expect(stream.vip.getByRole("button", { name: "End VIP show" })).toBeVisible();
    await qa.advanceClock(61_000);
    await expect.poll(balance, { timeout: 15_000 }).toBe(1260);
    await qa.vip(performer, "stop");
    // §9 the 5-minute minimum at the show's own price: 1200 in all.
    await expect.poll(balance).toBe(300);
  });

  test("a declined request shows its notice", async ({ page, seededWorld: qa }) => {
    const performer = await freePerformer(qa, 6);
    const { stream } = await memberInRoom(page, qa, performer, 1000, "vip-no");
    await stream.tab("VIP show").click();
    await stream.vip.getByRole("button", { name: "Request a VIP show" }).click();
    await expect.poll(async () => (await qa.room(performer)).vip?.state).toBe("requested");
    await qa.vip(performer, "decline");
    await expect(stream.vip.getByText(`${performer} declined your VIP request`)).toBeVisible();
  });

  for (const prefix of ["", "/en"]) {
    test(`axe: the tips and VIP tabs with a goal and the toy (${prefix ? "en" : "nl"})`, async ({ page, seededWorld: qa }) => {
      const performer = await toyPerformer(qa, prefix ? 1 : 2);
      await qa.goal(performer, "Oil show", 5000);
      await qa.toy(performer, true);
      const stream = new StreamModel(page);
      await stream.open(performer, prefix);
      await stream.joined();
      const tabs = page.getByRole("tablist").getByRole("tab");
      for (const index of [1, 2]) {
        await tabs.nth(index).click();
        await expect(tabs.nth(index)).toHaveAttribute("aria-selected", "true");
        await expectNoAxeViolations(page);
      }
    });
  }
});
