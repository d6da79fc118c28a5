import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { AccountModel } from "./models/account.model";
import { messengerMember } from "./models/messenger.model";
import { SearchModel } from "./models/search.model";

// Issue 14: the platform unreachable for a moment (a restart), here the simulator run alone with QA's outage: its calls
// answer 503, its sockets drop and are refused until it ends. The outage is the test's own world's (issue 25): no other
// spec sees it.
const notice = (page: Page) => page.getByRole("status").filter({ hasText: /Reconnecting|Connected again/ });

test.describe("the platform unreachable for a moment (issue 14)", () => {
  test.afterEach(async ({ qa }) => qa.endOutage());

  test("a member: the site says it is reconnecting, a message written meanwhile goes out once it is back, the member socket reconnects by itself", async ({ page, qa }) => {
    const performer = (await qa.performers())[2]!.username;
    const me = await messengerMember(page, qa, 600, "outage", { waitForSocket: true });
    await page.goto(`/en/messenger/${encodeURIComponent(performer)}`);
    const lane = page.getByRole("main").getByRole("log", { name: `Messages with ${performer}` });
    const field = page.getByRole("textbox", { name: `Your message to ${performer}` }).first();
    await expect(field).toBeEditable();

    await qa.outage(120);
    await expect(notice(page)).toHaveText(/Connection lost\. Reconnecting…/);
    await field.fill("Written while it restarts");
    await field.press("Enter");
    // The platform could not take it: it waits in the lane, marked, nothing lost.
    await expect(lane.getByText("Written while it restarts")).toHaveCount(1);
    await expect(lane.getByRole("img", { name: "Not sent" })).toHaveCount(1);
    expect(await qa.inbox(me.id)).toEqual([]);

    await qa.endOutage();
    await expect(notice(page)).toHaveText("Connected again");
    // Sent again by itself, once, and charged once.
    await expect(lane.getByRole("img", { name: "Sent" })).toHaveCount(1);
    await expect(lane.getByText("Written while it restarts")).toHaveCount(1);
    await expect.poll(async () => (await qa.inbox(me.id))[0]?.messages.map((m) => m.text)).toEqual(["Written while it restarts"]);
    await expect.poll(me.balance).toBe(600);
    // The member socket is back without a reload: a credit from QA reaches the header.
    await qa.credit(me.id, 120);
    await expect(new AccountModel(page).credits()).toHaveAccessibleName(`Credits: ${(600 + 120) / 60} minutes`);
    await expect(notice(page)).toHaveCount(0);
  });

  test("a guest: a search that cannot reach the platform says so and keeps the text; once it is back the suggestions come", async ({ page, qa }) => {
    const name = (await qa.performers())[0]!.username;
    await page.goto("/en");
    await expect(page.locator("main img").first()).toBeVisible();
    await qa.outage(120);
    const search = new SearchModel(page);
    await search.type(name.slice(0, 2));
    await expect(notice(page)).toHaveText(/Connection lost\. Reconnecting…/);
    await expect(search.combobox).toHaveValue(name.slice(0, 2));
    await qa.endOutage();
    // The site probes the platform by itself and says when it is back.
    await expect(notice(page)).toHaveText("Connected again", { timeout: 20_000 });
    await search.combobox.press("End");
    await search.combobox.pressSequentially(name.slice(2, 3), { delay: 40 });
    await expect(search.option(name)).toBeVisible({ timeout: 10_000 });
  });
});
