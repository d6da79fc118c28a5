import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { AccountModel, newMember } from "./models/account.model";
import { messengerMember } from "./models/messenger.model";
import { expectNoAxeViolations } from "./models/axe";
import type { InboxRow, PerformerRow, QaApi } from "./models/qa-api.model";

// §2.6/§4 the messenger's conversation list on /messenger: delete (after the DeleteChatModal), the username search,
// the five filters, the two orders, the §2.6 date labels (nl and en) and axe.

// The §2.6 date labels are read in the browser's time zone: the specs fix it.
test.use({ timezoneId: "UTC" });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const swapCase = (text: string) => [...text].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join("");

/** `count` performers whose usernames differ in their first two letters (case-insensitive), so a prefix names one. */
const distinctPerformers = async (qa: QaApi, count: number): Promise<string[]> => {
  const picked: PerformerRow[] = [];
  for (const p of (await qa.performers()).slice(20)) {
    const prefix = p.username.slice(0, 2).toLowerCase();
    if (/^[a-z]{2}/i.test(p.username) && !picked.some((q) => q.username.slice(0, 2).toLowerCase() === prefix)) picked.push(p);
    if (picked.length === count) break;
  }
  expect(picked).toHaveLength(count);
  return picked.map((p) => p.username);
};

/** The conversation list (a region named by its heading). */
const inboxList = (page: Page, heading = "Messages") => page.getByRole("region", { name: heading, exact: true });
/** A conversation's row: a button named by the username (then ", favourite", ", 2 unread"…). */
const row = (list: Locator, username: string) => list.getByRole("button", { name: new RegExp(`^${escapeRegExp(username)}(,|$)`) });

/** The usernames of the rows shown, in their order (each row's delete button names its performer). */
const shownUsernames = async (list: Locator, deletePrefix = "Delete the conversation with "): Promise<string[]> => {
  const labels = await list.getByRole("listitem").getByRole("button", { name: new RegExp(`^${escapeRegExp(deletePrefix)}`) }).evaluateAll((buttons) =>
    buttons.map((b) => b.getAttribute("aria-label") ?? ""),
  );
  return labels.map((label) => label.slice(deletePrefix.length));
};

/** The member writes to a performer on /en/messenger/{performer} (60 credits) and waits until the platform has it. */
const answer = async (page: Page, qa: QaApi, memberId: number, performer: string, text: string) => {
  await page.goto(`/en/messenger/${encodeURIComponent(performer)}`);
  const field = page.getByRole("textbox", { name: `Your message to ${performer}` }).first();
  await field.fill(text);
  await field.press("Enter");
  const lane = page.getByRole("main").getByRole("log", { name: `Messages with ${performer}` });
  await expect(lane.getByText(text)).toHaveCount(1);
  await expect.poll(async () => (await qa.inbox(memberId)).find((c) => c.performer === performer)?.messages.at(-1)?.text).toBe(text);
};

test.describe("the messenger's conversation list (issue 13)", () => {
  test("delete a conversation after the confirmation: it leaves the list and the platform; the open one leaves its route; cancel keeps it", async ({ page, seededWorld: qa }) => {
    const [kept, gone, open] = (await distinctPerformers(qa, 3)) as [string, string, string];
    const me = await messengerMember(page, qa, 600, "inbox-delete", { visit: false });
    for (const name of [kept, gone, open]) await qa.inboxSend(name, me.id, `A word from ${name}`);
    await page.goto("/en/messenger");
    const list = inboxList(page);
    await expect.poll(() => shownUsernames(list)).toEqual([open, gone, kept]);

    // Cancel keeps it.
    await list.getByRole("button", { name: `Delete the conversation with ${kept}` }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Delete this conversation?" })).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row(list, kept)).toBeVisible();

    // Confirmed: gone from the list and from the platform.
    await list.getByRole("button", { name: `Delete the conversation with ${gone}` }).click();
    await expect(dialog.getByRole("heading", { name: "Delete this conversation?" })).toBeVisible();
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row(list, gone)).toHaveCount(0);
    await expect.poll(() => shownUsernames(list)).toEqual([open, kept]);
    const deleted = async (performer: string) => ((await qa.inbox(me.id)).find((c) => c.performer === performer) as (InboxRow & { deleted: boolean }) | undefined)?.deleted;
    await expect.poll(() => deleted(gone)).toBe(true);
    expect(await deleted(kept)).toBe(false);
    // Still gone after a reload (the platform's list).
    await page.reload();
    await expect.poll(() => shownUsernames(inboxList(page))).toEqual([open, kept]);

    // The open conversation: deleting it leaves /messenger/{performer} for /messenger.
    await row(inboxList(page), open).click();
    await expect(page).toHaveURL(new RegExp(`/en/messenger/${escapeRegExp(open)}$`));
    const lane = page.getByRole("main").getByRole("log", { name: `Messages with ${open}` });
    await expect(lane.getByText(`A word from ${open}`)).toBeVisible();
    await inboxList(page).getByRole("button", { name: `Delete the conversation with ${open}` }).click();
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page).toHaveURL(/\/en\/messenger$/);
    await expect(lane).toHaveCount(0);
    await expect.poll(() => shownUsernames(inboxList(page))).toEqual([kept]);
    await expect.poll(() => deleted(open)).toBe(true);
  });

  test("search by username prefix (case-insensitive), each filter, and the sort by favourites", async ({ page, seededWorld: qa }) => {
    // A sample of what the page shows; every view of the list (four conversations, more prefixes, the suggestions,
    // paging) is checked on the Node host: simulator/src/inbox/inbox-list.host.test.ts.
    // a: online, favourite, unanswered; b: offline, answered; c: online, unanswered.
    const [a, b, c] = (await distinctPerformers(qa, 3)) as [string, string, string];
    await qa.changeStatus(a, "free");
    await qa.changeStatus(b, "offline");
    await qa.changeStatus(c, "online");
    const me = await messengerMember(page, qa, 600, "inbox-filters", { visit: false });
    for (const name of [a, b, c]) await qa.inboxSend(name, me.id, `Hi, ${name} here`);
    await answer(page, qa, me.id, b, "Hello b");

    // A favourite: the heart on her profile.
    await page.goto(`/en/profile/${encodeURIComponent(a)}`);
    await page.getByRole("button", { name: `Add ${a} to favourites` }).first().click();
    await expect(page.getByRole("button", { name: `Remove ${a} from favourites` }).first()).toHaveAttribute("aria-pressed", "true");
    const ids = new Map((await qa.performers()).map((p) => [p.username, (p as PerformerRow & { id: number }).id]));
    await expect.poll(async () => [...(await qa.member(me.email)).favourites]).toEqual([ids.get(a)]);

    await page.goto("/en/messenger");
    const list = inboxList(page);
    // By last interaction: her answer to b is the newest.
    await expect.poll(() => shownUsernames(list)).toEqual([b, c, a]);
    await expect(row(list, a)).toHaveAccessibleName(new RegExp(`^${escapeRegExp(a)}, favourite`));
    await expect(row(list, b)).toContainText("You:");

    // Search: a prefix in the other case leaves her conversation only; clearing brings all back.
    const search = list.getByRole("searchbox", { name: "Search by username" });
    await search.fill(swapCase(c.slice(0, 2)));
    await expect.poll(() => shownUsernames(list)).toEqual([c]);
    await expect(list.getByRole("status").filter({ hasText: "1 conversation found" })).toHaveCount(1);
    await search.fill("zzzq");
    await expect.poll(() => shownUsernames(list)).toEqual([]);
    await expect(list.getByText("Search looks at the start of a username.")).toBeVisible();
    await list.getByRole("button", { name: "Clear the search" }).click();
    await expect(search).toHaveValue("");
    await expect.poll(() => shownUsernames(list)).toEqual([b, c, a]);

    // The filters.
    const filters = list.getByRole("group", { name: "Show conversations" });
    const choose = async (name: string, expected: string[]) => {
      const chip = filters.getByRole("button", { name, exact: true });
      await chip.click();
      await expect(chip).toHaveAttribute("aria-pressed", "true");
      await expect.poll(() => shownUsernames(list), { message: `filter ${name}` }).toEqual(expected);
    };
    await choose("Unanswered", [c, a]);
    await choose("Answered", [b]);
    await choose("Favourites", [a]);
    // §2.6 favourites show suggestions: her favourite performers.
    await expect(list.getByRole("heading", { name: "Your favourites" })).toBeVisible();
    await expect(list.getByRole("button", { name: `Start a chat with ${a}` })).toBeVisible();
    await choose("Online models", [c, a]);
    // §2.6 models show suggestions: performers online now.
    await expect(list.getByRole("heading", { name: "Online now" })).toBeVisible();
    await expect(list.getByRole("button", { name: /^Start a chat with / }).first()).toBeVisible();
    // A model going offline leaves the models filter once the list is asked again.
    await qa.changeStatus(c, "offline");
    await choose("Answered", [b]);
    await choose("Online models", [a]);
    await choose("All", [b, c, a]);

    // The sort: favourited first (each part by last interaction), and back.
    const sort = list.getByRole("button", { name: /Last interaction/ });
    await sort.click();
    await page.getByRole("option", { name: "Favourited you" }).click();
    await expect(list.getByRole("button", { name: /Favourited you/ })).toBeVisible();
    await expect.poll(() => shownUsernames(list)).toEqual([a, b, c]);
    await list.getByRole("button", { name: /Favourited you/ }).click();
    await page.getByRole("option", { name: "Last interaction" }).click();
    await expect.poll(() => shownUsernames(list)).toEqual([b, c, a]);
  });

  test("§2.6 date labels in the list and the lane, nl and en: time today, yesterday, weekday this week, day and month this year, else with the year", async ({ page, seededWorld: qa }) => {
    // The labels are the browser's (nl and en); the messages' times and order are checked on the Node host too
    // (simulator/src/inbox/inbox-list.host.test.ts).
    const [main, older, january, tuesday, yesterday] = (await distinctPerformers(qa, 5)) as [string, string, string, string, string];
    // The member signs up through the platform's API (the sign-up screens are account.e2e.ts's): the site opens only
    // once the world's days have passed, with a login.
    await qa.inboxSettings({ replies: false });
    const { email, password } = newMember("inbox-dates");
    expect((await page.request.post("/api/member/member", { data: { email, password, meta: {} } })).status(), "POST /api/member/member").toBe(200);
    const me = { id: (await qa.member(email)).id, email, password };

    // The messages' times are the world clock's (QA moves it on); the labels read them against the browser's clock,
    // fixed below. A message's own time is in its world event.
    let worldAt = 0;
    let readAt = 0;
    const send = async (from: string, text: string) => {
      await qa.inboxSend(from, me.id, text);
      const sent = (await qa.events(20)).filter((r) => r.event.type === "inbox.message.sent" && r.event.text === text).at(-1);
      expect(sent, `the world event of "${text}"`).toBeDefined();
      worldAt = sent!.event.at as number;
      readAt = Date.now();
      return worldAt;
    };
    const DAY = 24 * 60 * 60 * 1000;
    const advanceTo = async (target: number) => {
      let left = target - (worldAt + (Date.now() - readAt));
      expect(left, "the world clock moves forward only").toBeGreaterThan(0);
      while (left > 0) {
        const step = Math.min(left, 300 * DAY);
        await qa.advanceClock(step);
        left -= step;
      }
    };

    const t0 = await send(main, "first note");
    await send(older, "note from long ago");
    const year = new Date(t0).getUTCFullYear() + 1;
    // "Today" is a Thursday in March of next year: its Tuesday is in the same week in both languages (en-US weeks
    // start on Sunday, nl weeks on Monday).
    let today = Date.UTC(year, 2, 10);
    while (new Date(today).getUTCDay() !== 4) today += DAY;
    const at = (day: number) => day + 10 * 60 * 60 * 1000;
    await advanceTo(at(Date.UTC(year, 0, 15)));
    await send(main, "second note");
    await send(january, "a winter note");
    await advanceTo(at(today - 2 * DAY));
    await send(main, "third note");
    await send(tuesday, "a note this week");
    await advanceTo(at(today - DAY));
    await send(main, "fourth note");
    await send(yesterday, "a note the day before");
    await advanceTo(at(today));
    await send(main, "fifth note");

    // Log in with the browser at noon "today".
    await page.clock.setFixedTime(new Date(today + 12 * 60 * 60 * 1000));
    await page.goto("/en");
    const account = new AccountModel(page);
    await account.login(me.email, me.password);
    await account.expectLoggedIn(me.email);

    const pad = (n: number) => String(n).padStart(2, "0");
    const first = new Date(t0);
    const labels = {
      nl: { old: `${pad(first.getUTCDate())}-${pad(first.getUTCMonth() + 1)}-${first.getUTCFullYear()}`, january: "15-01", tuesday: "dinsdag", yesterday: "gisteren", today: "Vandaag" },
      en: { old: `${pad(first.getUTCDate())}/${pad(first.getUTCMonth() + 1)}/${first.getUTCFullYear()}`, january: "15/01", tuesday: "Tuesday", yesterday: "yesterday", today: "Today" },
    };
    for (const [lang, prefix, heading, lanePrefix] of [["nl", "/nl", "Berichten", "Berichten met"], ["en", "/en", "Messages", "Messages with"]] as const) {
      const expected = labels[lang];
      await page.goto(`${prefix}/messenger`);
      const list = inboxList(page, heading);
      await expect(row(list, main)).toContainText("fifth note");
      // The list: each conversation's last message.
      await expect(row(list, main)).toContainText("10:00");
      await expect(row(list, yesterday)).toContainText(expected.yesterday);
      await expect(row(list, tuesday)).toContainText(expected.tuesday);
      await expect(row(list, january)).toContainText(expected.january);
      await expect(row(list, older)).toContainText(expected.old);
      // The lane: a divider per day.
      await row(list, main).click();
      const lane = page.getByRole("main").getByRole("log", { name: `${lanePrefix} ${main}` });
      await expect(lane.getByText("fifth note")).toBeVisible();
      for (const label of [expected.old, expected.january, expected.tuesday, expected.yesterday, expected.today]) {
        await expect(lane.getByText(label, { exact: true }), `${lang} divider ${label}`).toHaveCount(1);
      }
      // In order, oldest first.
      const texts = await lane.getByRole("listitem").allTextContents();
      const positions = [expected.old, expected.january, expected.tuesday, expected.yesterday, expected.today].map((label) => texts.findIndex((t) => t.trim() === label));
      expect(positions).toEqual([...positions].sort((x, y) => x - y));
    }
  });

  test("axe finds nothing on /messenger: the list, then an open conversation (nl and en)", async ({ page, seededWorld: qa }) => {
    const [first, second] = (await distinctPerformers(qa, 2)) as [string, string];
    const me = await messengerMember(page, qa, 600, "inbox-axe", { visit: false });
    await qa.inboxSend(first, me.id, "Hello from the first");
    await qa.inboxSend(second, me.id, "Hello from the second");
    for (const [prefix, heading, lanePrefix] of [["/nl", "Berichten", "Berichten met"], ["/en", "Messages", "Messages with"]] as const) {
      await page.goto(`${prefix}/messenger`);
      const list = inboxList(page, heading);
      await expect(row(list, first)).toBeVisible();
      await expect(row(list, second)).toBeVisible();
      await expectNoAxeViolations(page);
      await row(list, first).click();
      await expect(page.getByRole("main").getByRole("log", { name: `${lanePrefix} ${first}` }).getByText("Hello from the first")).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});
