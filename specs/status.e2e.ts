import { expect, test } from "./fixtures";
import { GridModel } from "./models/grid.model";

// Issue 2: a status change made through the QA API shows on the grid at its next fetch (§4 style status).
test.describe("performer status through the QA API", () => {
  test("setting a performer offline, then online, changes the badge on the grid after a reload", async ({ page, seededWorld: qa }) => {
    const grid = new GridModel(page);
    await grid.goto("/");
    const names = await grid.usernames();
    const seeded = new Map((await qa.performers()).map((p) => [p.username, p.status]));
    const username = names.find((n) => seeded.get(n) !== "offline");
    expect(username, "a performer on the first page who is not offline").toBeDefined();
    await grid.expectStatus(username!, seeded.get(username!)!);

    await qa.changeStatus(username!, "offline");
    expect((await qa.performers()).find((p) => p.username === username)?.status).toBe("offline");
    await page.reload();
    await grid.waitForCards();
    await grid.findCard(username!);
    await grid.expectStatus(username!, "offline");

    await qa.changeStatus(username!, "online");
    await page.reload();
    await grid.waitForCards();
    await grid.findCard(username!);
    await grid.expectStatus(username!, "online");
  });

  test("VIP and pause show as their own badges", async ({ page, seededWorld: qa }) => {
    const grid = new GridModel(page);
    await grid.goto("/en");
    const [username] = await grid.usernames();
    for (const status of ["vip", "pause"] as const) {
      await qa.changeStatus(username!, status);
      await page.reload();
      await grid.waitForCards();
      await grid.findCard(username!);
      await grid.expectStatus(username!, status);
      await expect(grid.badge(username!)).toHaveText(status === "vip" ? "VIP" : "Pause");
    }
  });

  test("the QA API rejects an unknown performer (404) and a bad status (400)", async ({ qa }) => {
    const [someone] = await qa.performers();
    expect((await qa.setStatus("nobody-by-this-name-42", "online")).status()).toBe(404);
    expect((await qa.setStatus(someone!.username, "dancing")).status()).toBe(400);
    expect((await qa.performers()).find((p) => p.username === someone!.username)?.status).toBe(someone!.status);
  });
});
