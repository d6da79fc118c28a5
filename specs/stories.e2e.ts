import { expect, test, type Page } from "@playwright/test";
import { StreamModel } from "./models/stream.model";

// Issue 30: Ladle's page stories (app/stories), from Ladle's build served as plain files (scripts/serve-static.mjs): the
// whole site at one address, its flows running over the simulator in the page, each story's world playing its
// scenario. What is checked is what the story's data and scenario make: a grid of the world's performers, a lane the
// flood fills, her video playing, a VIP show that starts, her answer in the messenger.

/** Opens a page story in Ladle's preview mode (the story alone) and waits until the site has started on its world. */
const openStory = async (page: Page, story: string) => {
  await page.goto(`/?story=${story}&mode=preview`);
  const status = page.getByRole("region", { name: "Scenario" }).getByRole("status");
  await expect(status).toHaveAttribute("data-status", "running", { timeout: 60_000 });
};

test.describe("Ladle's page stories (issue 30)", () => {
  test("the home page: the grid from the story's world, and a control that takes performers offline", async ({ page }) => {
    await openStory(page, "pages--home");
    const grid = page.getByRole("list", { name: "Live performers" });
    await expect(grid.getByRole("link").first()).toBeVisible();
    const first = (await grid.locator("a[href*='/stream/']").first().getAttribute("aria-label")) ?? "";
    expect(first).not.toBe("");
    // The story's own navigation stays in the story: Ladle's address is unchanged by the site's router.
    expect(new URL(page.url()).searchParams.get("story")).toBe("pages--home");
    await page.getByRole("button", { name: "Ten performers go offline" }).click();
    await expect(page.getByRole("list", { name: "What the scenario did" })).toContainText(first);
  });

  test("the live room in a flood: the lane fills with the flood and her video plays", async ({ page }) => {
    await openStory(page, "pages--live-room-in-a-flood");
    const stream = new StreamModel(page);
    await expect(page.getByRole("list", { name: "What the scenario did" })).toContainText("messages a second");
    await expect(stream.lane.getByRole("listitem").filter({ hasText: /flood #\d+\/\d+/ }).first()).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => stream.currentTime(), { timeout: 30_000 }).toBeGreaterThan(0.5);
  });

  test("the live room during a VIP show: the member asks, she accepts, the show runs", async ({ page }) => {
    await openStory(page, "pages--live-room-during-a-vip-show");
    const stream = new StreamModel(page);
    await expect(stream.lane.getByText(/Your VIP show with .+ has started/)).toBeVisible({ timeout: 30_000 });
    await expect(stream.mark).toContainText("VIP");
  });

  test("the messenger: a long conversation, and her answer arrives", async ({ page }) => {
    await openStory(page, "pages--messenger-her-answer-arriving");
    await expect(page.getByText("Are you still there? 😊").last()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("Promise 🙂").first()).toBeAttached();
  });
});
