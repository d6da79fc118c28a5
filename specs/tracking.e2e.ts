import { expect, test } from "./fixtures";
import { FiltersModel } from "./models/filters.model";
import { GridModel } from "./models/grid.model";

// Issue 28, §3/§2.1/§7: the site's tracker calls as the simulator records them — a log on start, one with the
// click-tracking record on every route change, and the tracking close as a beacon when the page goes.
test("tracking: a log on start, a click record on each route change, the close as a beacon", async ({ page, seededWorld: qa, world, baseURL }) => {
  // A beacon carries no extra header: the world's cookie takes it to this test's world.
  await page.context().addCookies([{ name: "camstage_world", value: world, url: baseURL! }]);
  // In the order they were sent: the calls of a moment travel side by side and may arrive in either order.
  const rank = (event: string) => ["session.start", "route.change", "session.close"].indexOf(event);
  const oldestFirst = async () =>
    [...(await qa.tracker())].reverse().sort((a, b) => a.log.duration.eventTime - b.log.duration.eventTime || (a.log.session === b.log.session ? rank(a.event) - rank(b.event) : 0));
  const summary = async () => (await oldestFirst()).map((call) => `${call.event}${call.beacon ? " (beacon)" : ""}`);

  const grid = new GridModel(page);
  await grid.goto("/en?p=abc1");
  await expect.poll(summary).toEqual(["session.start", "route.change"]);
  const [start, home] = await oldestFirst();
  expect(start!.log.fingerprint).not.toBe("");
  expect(home!.log.session).toBe(start!.log.session);
  expect(home!.click).toMatchObject({ statusCode: 200, affiliateCode: "abc1", urlParams: { p: "abc1" } });
  expect(new URL(home!.click!.url).pathname).toBe("/en");

  // A route change inside the page: a log with its click record, whose referrer is the route before.
  await new FiltersModel(page).category("Blonde").click();
  await expect(page).toHaveURL(/\/en\/blonde/);
  await expect.poll(summary).toEqual(["session.start", "route.change", "route.change"]);
  const category = (await oldestFirst())[2]!;
  expect(new URL(category.click!.url).pathname).toBe("/en/blonde");
  expect(category.click!.referrer).toBe(home!.click!.url);
  expect(category.log.duration.betweenEvent).toBeGreaterThanOrEqual(0);

  // The page goes (another address is loaded): its close comes as a beacon; the next page has a session of its own,
  // and a page that does not exist is reported with its 404.
  await page.goto("/en/profile/NoSuchPerformerAtAll");
  await expect.poll(async () => (await oldestFirst()).some((call) => call.click?.statusCode === 404)).toBe(true);
  const calls = await oldestFirst();
  const close = calls.find((call) => call.beacon);
  expect(close, "the close's beacon").toMatchObject({ event: "session.close", log: { session: start!.log.session } });
  const next = calls.filter((call) => call.log.session !== start!.log.session).map((call) => call.event);
  expect(next.slice(0, 2)).toEqual(["session.start", "route.change"]);
});
