import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { messengerMember } from "./models/messenger.model";
import { expectNoAxeViolations } from "./models/axe";
import type { QaApi } from "./models/qa-api.model";

// §2.6/§4/§9 the conversation pop-ups: a performer's message opens one on any page but the messenger; at most 4 on a
// desktop (and only as many as fit: 21 rem + 5 rem margin each), 1 on mobile (under 1024 px); the oldest leaves
// first; minimise (desktop only) and close; kept in local storage and restored.

/** Every pop-up on the page (a region named "Chat with {performer}"). */
const allPopups = (page: Page) => page.getByRole("region", { name: /^Chat with / });
const popup = (page: Page, performer: string) => page.getByRole("region", { name: `Chat with ${performer}`, exact: true });

/** `count` performers, each with a distinct name. */
const performers = async (qa: QaApi, count: number) => (await qa.performers()).slice(10, 10 + count).map((p) => p.username);

/** Performers write one after the other; each waits for her pop-up, so the order of opening is known. */
const writeInTurn = async (page: Page, qa: QaApi, to: number, names: readonly string[]) => {
  for (const name of names) {
    await qa.inboxSend(name, to, `Hello from ${name}`);
    await expect(popup(page, name).getByText(`Hello from ${name}`)).toBeVisible();
  }
};

test.describe("messenger pop-ups (issue 13)", () => {
  test("a wide desktop keeps at most four: five performers write, the oldest leaves, the newest four stay", async ({ page, seededWorld: qa }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    const names = await performers(qa, 5);
    const me = await messengerMember(page, qa, 600, "popups-four", { waitForSocket: true });
    await writeInTurn(page, qa, me.id, names.slice(0, 4));
    await expect(allPopups(page)).toHaveCount(4);
    await qa.inboxSend(names[4]!, me.id, `Hello from ${names[4]}`);
    await expect(popup(page, names[4]!).getByText(`Hello from ${names[4]}`)).toBeVisible();
    await expect(allPopups(page)).toHaveCount(4);
    await expect(popup(page, names[0]!)).toHaveCount(0);
    for (const name of names.slice(1)) await expect(popup(page, name)).toBeVisible();
    // Her conversation is still in the messenger: only the pop-up left.
    expect((await qa.inbox(me.id)).map((c) => c.performer).sort()).toEqual([...names].sort());
  });

  test("at 1280×800 only the pop-ups that fit the window stay (§9 26 rem each: three), the newest", async ({ page, seededWorld: qa }) => {
    const names = await performers(qa, 5);
    const me = await messengerMember(page, qa, 600, "popups-1280", { waitForSocket: true });
    await writeInTurn(page, qa, me.id, names);
    // 4 × (21 rem + 5 rem) = 1664 px do not fit 1280 px: §4 trimmed to what fits, the oldest first.
    await expect(allPopups(page)).toHaveCount(3);
    for (const name of names.slice(0, 2)) await expect(popup(page, name)).toHaveCount(0);
    for (const name of names.slice(2)) await expect(popup(page, name)).toBeVisible();
  });

  test("on mobile one pop-up stays: the newest, and it has no minimise button", async ({ page, seededWorld: qa }) => {
    const names = await performers(qa, 3);
    const me = await messengerMember(page, qa, 600, "popups-mobile", { waitForSocket: true });
    await writeInTurn(page, qa, me.id, names.slice(0, 2));
    await expect(allPopups(page)).toHaveCount(2);
    // §9 under 1024 px is mobile: the pop-ups are trimmed to the newest one.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(allPopups(page)).toHaveCount(1);
    await expect(popup(page, names[1]!)).toBeVisible();
    await qa.inboxSend(names[2]!, me.id, `Hello from ${names[2]}`);
    await expect(popup(page, names[2]!).getByText(`Hello from ${names[2]}`)).toBeVisible();
    await expect(allPopups(page)).toHaveCount(1);
    await expect(popup(page, names[2]!).getByRole("button", { name: /^Minimise the chat with / })).toHaveCount(0);
    await expect(popup(page, names[2]!).getByRole("button", { name: `Close the chat with ${names[2]}` })).toBeVisible();
  });

  test("minimise and open again, close; the pop-ups are restored after a reload as they were", async ({ page, seededWorld: qa }) => {
    const names = await performers(qa, 3);
    const me = await messengerMember(page, qa, 600, "popups-keep", { waitForSocket: true });
    await writeInTurn(page, qa, me.id, names);
    const [first, second, third] = names as [string, string, string];

    // Minimise: the lane and the editor go, the bar stays with a button to open it again.
    const minimise = popup(page, first).getByRole("button", { name: `Minimise the chat with ${first}` });
    await expect(minimise).toHaveAttribute("aria-expanded", "true");
    await minimise.click();
    const reopen = popup(page, first).getByRole("button", { name: `Open the chat with ${first}` });
    await expect(reopen).toHaveAttribute("aria-expanded", "false");
    await expect(popup(page, first).getByRole("log")).toHaveCount(0);
    await expect(popup(page, first).getByRole("textbox")).toHaveCount(0);
    await reopen.click();
    await expect(popup(page, first).getByRole("log", { name: `Messages with ${first}` }).getByText(`Hello from ${first}`)).toBeVisible();
    await expect(popup(page, first).getByRole("textbox", { name: `Your message to ${first}` })).toBeVisible();

    // Close: the pop-up goes, the others stay.
    await popup(page, third).getByRole("button", { name: `Close the chat with ${third}` }).click();
    await expect(popup(page, third)).toHaveCount(0);
    await expect(allPopups(page)).toHaveCount(2);

    // Minimised again, then a reload: the same two pop-ups, the first still minimised (local storage).
    await popup(page, first).getByRole("button", { name: `Minimise the chat with ${first}` }).click();
    await expect(popup(page, first).getByRole("button", { name: `Open the chat with ${first}` })).toBeVisible();
    await page.reload();
    await expect(allPopups(page)).toHaveCount(2);
    await expect(popup(page, first).getByRole("button", { name: `Open the chat with ${first}` })).toHaveAttribute("aria-expanded", "false");
    await expect(popup(page, second).getByRole("log", { name: `Messages with ${second}` }).getByText(`Hello from ${second}`)).toBeVisible();
    await expect(popup(page, third)).toHaveCount(0);

    // On another page of the site too (the same member's store).
    await page.goto("/en/terms-conditions");
    await expect(allPopups(page)).toHaveCount(2);
    await expect(popup(page, second)).toBeVisible();
  });

  // Site bug: core/src/messenger/conversations.machine.ts `open` (popup: false) leaves an open pop-up's `unread` as it was, so
  // the pop-up keeps "1 unread" (and blinks) after the conversation was read on /messenger/{performer}.
  test("her conversation read on /messenger is read in her pop-up too: it steps aside there, and nothing is unread in it after", async ({ page, seededWorld: qa }) => {
    const [name] = (await performers(qa, 1)) as [string];
    const me = await messengerMember(page, qa, 600, "popups-read", { waitForSocket: true });
    await writeInTurn(page, qa, me.id, [name]);
    await expect(popup(page, name).getByText("1 unread", { exact: true })).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Messages, 1 unread" })).toBeVisible();
    // §4 opening the conversation reads it: the header's counter clears, and so must the pop-up's.
    await page.goto(`/en/messenger/${encodeURIComponent(name)}`);
    await expect(page.getByRole("main").getByRole("log", { name: `Messages with ${name}` }).getByText(`Hello from ${name}`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Messages", exact: true })).toBeVisible();
    await expect.poll(async () => (await qa.inbox(me.id))[0]!.unread).toBe(0);
    // Her pop-up steps aside while the page shows her conversation (it would be there twice) …
    await expect(popup(page, name)).toHaveCount(0);
    await page.goto("/en");
    await expect(page.getByRole("button", { name: "Messages", exact: true })).toBeVisible();
    // … and is back elsewhere, with nothing unread.
    await expect(popup(page, name).getByText(`Hello from ${name}`)).toBeVisible();
    await expect(popup(page, name).getByText("1 unread", { exact: true })).toHaveCount(0);
  });

  test("axe finds nothing on a page with an open pop-up (en and nl)", async ({ page, seededWorld: qa }) => {
    const names = await performers(qa, 1);
    const me = await messengerMember(page, qa, 600, "popups-axe", { waitForSocket: true });
    await writeInTurn(page, qa, me.id, names);
    await expectNoAxeViolations(page);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
    await expect(page.getByRole("region", { name: `Chat met ${names[0]}`, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
