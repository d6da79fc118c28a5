import { createWorld, dropWorld, expect, test } from "./fixtures";
import { AccountModel, newMember } from "./models/account.model";
import { GridModel } from "./models/grid.model";

// Issue 25: two QA engineers on one simulator, each in her own world, chosen in the browser with the console's
// cookie (`/simulator/worlds/{id}`) rather than the specs' header: what one does, the other never sees.
test("two browsers in two worlds at once: one registers and changes a performer's status, the other sees neither", async ({ browser, baseURL }) => {
  // Two browsers and a sign-up: three times the usual limit on a loaded machine.
  test.slow();
  const worlds = [await createWorld(baseURL!), await createWorld(baseURL!)] as const;
  // Without the test's own world header: each context chooses its world by cookie, as a QA engineer's browser does.
  const [one, other] = await Promise.all(worlds.map(() => browser.newContext({ baseURL: baseURL!, extraHTTPHeaders: {} })));
  const [pageOne, pageOther] = await Promise.all([one!.newPage(), other!.newPage()]);
  try {
    for (const [page, world] of [[pageOne, worlds[0]], [pageOther, worlds[1]]] as const) {
      await page.goto(`/simulator/worlds/${world}?to=/simulator`);
      await expect(page.getByRole("heading", { name: `World ${world}` })).toBeVisible();
    }

    // The first: a status change in the console, then a sign-up on the site.
    const grid = new GridModel(pageOther);
    await grid.goto("/en");
    const [username] = await grid.usernames();
    const seeded = await grid.badge(username!).getAttribute("data-status");
    const changed = seeded === "offline" ? "vip" : "offline";
    await pageOne.getByRole("combobox", { name: `Status of ${username}` }).selectOption(changed);
    await expect(pageOne.getByText(`${username} is now ${changed}`)).toBeVisible();
    const statusIn = async (page: typeof pageOne) => {
      const rows = (await (await page.request.get(`/simulator/api/performers?q=${encodeURIComponent(username!)}`)).json()) as { username: string; status: string }[];
      return rows.find((row) => row.username === username)?.status;
    };
    expect(await statusIn(pageOne)).toBe(changed);
    const gridOne = new GridModel(pageOne);
    await gridOne.goto("/en");
    await gridOne.findCard(username!);
    await gridOne.expectStatus(username!, changed);
    const account = new AccountModel(pageOne);
    const { email, password } = newMember("world-one");
    await account.registerAndConfirm(email, password);

    // The other: the performer as seeded, no such member, in her grid and her console.
    await pageOther.reload();
    await grid.waitForCards();
    await grid.findCard(username!);
    await grid.expectStatus(username!, seeded as "online");
    await pageOther.goto("/simulator");
    await expect(pageOther.getByRole("heading", { name: `World ${worlds[1]}` })).toBeVisible();
    await expect(pageOther.getByRole("combobox", { name: `Status of ${username}` })).toHaveValue(seeded!);
    expect(await statusIn(pageOther)).toBe(seeded);
    const members = await pageOther.request.get("/simulator/api/members");
    expect(await members.json()).toEqual([]);
    const membersOne = await pageOne.request.get("/simulator/api/members");
    expect((await membersOne.json()) as { email: string }[]).toEqual([expect.objectContaining({ email })]);
  } finally {
    await Promise.all([one!.close(), other!.close()]);
    await Promise.all(worlds.map((world) => dropWorld(baseURL!, world)));
  }
});
