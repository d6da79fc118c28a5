import { expect, test } from "./fixtures";
import { GridModel } from "./models/grid.model";

// §2.3 performer grid: limit 60 per page (§9), infinite scroll with a 200 px margin (§2.6).
test.describe("performer grid", () => {
  test("home shows a full first page of cards, each a link named by a real username", async ({ page, qa }) => {
    const grid = new GridModel(page);
    await grid.goto("/");
    await expect.poll(() => grid.cards.count()).toBeGreaterThanOrEqual(60);

    const performers = await qa.performers();
    const known = new Set(performers.map((p) => p.username));
    const names = await grid.usernames();
    expect(names.length).toBeGreaterThanOrEqual(60);
    expect(new Set(names).size, "no performer twice").toBe(names.length);
    for (const name of names) expect(known, `${name} is a simulator performer`).toContain(name);

    const first = grid.card(names[0]!);
    // Issue 11: a performer who chats opens in her live room, any other on her profile.
    const live = ["free", "online"].includes(performers.find((p) => p.username === names[0])!.status);
    await expect(first).toHaveAttribute("href", new RegExp(`/${live ? "stream" : "profile"}/${encodeURIComponent(names[0]!)}$`));
    await expect(first.locator("[data-status]")).toBeVisible();
  });

  test("scrolling to the end loads the next page without duplicates", async ({ page, seededWorld: _ }) => {
    const grid = new GridModel(page);
    await grid.goto("/");
    await expect.poll(() => grid.cards.count()).toBeGreaterThanOrEqual(60);
    const before = await grid.loaded();

    const nextPage = page.waitForRequest((req) => /\/user\/find/.test(req.url()));
    const after = await grid.loadMoreThan(before);
    await nextPage;
    expect(after).toBeGreaterThan(before);

    const names = await grid.usernames();
    expect(new Set(names).size, "no performer twice after loading more").toBe(names.length);
  });

  // ARCHITECTURE §6 the grid's DOM stays bounded however far a visitor scrolls; it stays a list of links named by username.
  test("scrolling through hundreds of performers keeps the DOM bounded and the list whole", async ({ page }) => {
    const grid = new GridModel(page);
    await grid.goto("/en");
    const loaded = () => grid.loaded();
    const seen = new Set(await grid.usernames());
    // A screen at a time (each step shows the rows right below the last), waiting for the rows in view to be cards:
    // at the end of what is loaded that is the next page coming in.
    const cardsInView = () => grid.cards.evaluateAll((links) => links.filter((a) => {
      const box = a.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight;
    }).length);
    const skeletonsInView = () => page.getByTestId("grid-skeleton-card").evaluateAll((slots) => slots.filter((slot) => {
      const box = slot.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight;
    }).length);
    for (let i = 0; i < 80 && (await loaded()) < 200; i++) {
      await page.evaluate(() => window.scrollBy({ top: window.innerHeight, behavior: "instant" }));
      await expect.poll(async () => (await cardsInView()) > 0 && (await skeletonsInView()) === 0, { message: `step ${i + 1}: the rows in view are cards` }).toBe(true);
      for (const name of await grid.usernames()) seen.add(name);
    }
    expect(await loaded()).toBeGreaterThanOrEqual(200);
    const rendered = await grid.cards.count();
    expect(rendered, "cards in the DOM").toBeLessThanOrEqual(150);
    expect(rendered).toBeGreaterThan(0);
    // Every card passed on the way was a named link, each performer once.
    expect(seen.size).toBeGreaterThanOrEqual(150);
    const names = await grid.usernames();
    expect(new Set(names).size).toBe(names.length);
    // The page keeps the height of the whole list: the footer is far below, not pulled up under the cards.
    const footerTop = await page.locator("footer").first().evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    expect(footerTop).toBeGreaterThan(await page.evaluate(() => window.scrollY + window.innerHeight));
  });

  test("a live performer's card opens her live room (issue 11)", async ({ page, qa }) => {
    const grid = new GridModel(page);
    await grid.goto("/en");
    const statuses = new Map((await qa.performers()).map((p) => [p.username, p.status]));
    const names = await grid.usernames();
    const live = names.find((name) => ["free", "online"].includes(statuses.get(name) ?? ""));
    expect(live, "a live performer among the first cards").toBeDefined();
    await grid.card(live!).click();
    await expect(page).toHaveURL(new RegExp(`/en/stream/${encodeURIComponent(live!)}$`));
    await expect(page.getByRole("heading", { level: 1, name: live })).toBeVisible();
  });
});
