import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { messengerMember } from "./models/messenger.model";

// §2.6/§5/§8 photos in the messenger: the image chooser (jpeg only, smaller than 5 MB, cropped and turned by 90° on
// desktop) and the camera (take, retake, send) with Chromium's fake webcam; each photo a paid message (§9 60 credits).

/** A real jpeg of `width`×`height`, drawn by the browser (no binary files in the repository). */
const jpegOf = async (page: Page, width: number, height: number): Promise<Buffer> => {
  const base64 = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement("canvas");
      canvas.width = w!;
      canvas.height = h!;
      const g = canvas.getContext("2d")!;
      g.fillStyle = "#c2185b";
      g.fillRect(0, 0, w!, h!);
      g.fillStyle = "#ffd54f";
      g.fillRect(w! / 4, h! / 4, w! / 2, h! / 2);
      return canvas.toDataURL("image/jpeg", 0.9).split(",")[1]!;
    },
    [width, height],
  );
  return Buffer.from(base64, "base64");
};

const choose = async (page: Page, file: { name: string; mimeType: string; buffer: Buffer }) => {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("main").getByRole("button", { name: "Add a photo" }).click();
  await (await chooser).setFiles(file);
};

test.describe("photos in the messenger (issue 13)", () => {
  test("a png and a jpeg of 5 MB are refused with their texts; a jpeg is cropped, turned and sent once for 60 credits", async ({ page, seededWorld: qa }) => {
    const performer = (await qa.performers())[5]!.username;
    const me = await messengerMember(page, qa, 600, "photo-crop");
    await page.goto(`/en/messenger/${encodeURIComponent(performer)}`);
    const main = page.getByRole("main");
    await expect(main.getByRole("textbox", { name: `Your message to ${performer}` })).toBeVisible();

    // §5/§8 not a jpeg: refused with the rule list.
    await choose(page, { name: "me.png", mimeType: "image/png", buffer: Buffer.from("89504e470d0a1a0a", "hex") });
    await expect(main.getByRole("alert")).toContainText("This type of file cannot be sent.");
    await expect(main.getByRole("alert")).toContainText("JPG photos only, smaller than 5 MB.");
    // 5 MB exactly is too big for the messenger (strictly less).
    await choose(page, { name: "big.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(5 * 1024 * 1024, 0xff) });
    await expect(main.getByRole("alert")).toContainText("This photo is too big.");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await me.balance()).toBe(600);

    // A landscape jpeg: the crop opens; turned by 90° it is sent as a portrait photo.
    await choose(page, { name: "holiday.jpg", mimeType: "image/jpeg", buffer: await jpegOf(page, 640, 360) });
    const crop = page.getByRole("dialog", { name: "Crop your photo" });
    await expect(crop).toBeVisible();
    await crop.getByRole("button", { name: "Rotate" }).click();
    await crop.getByRole("button", { name: "Send photo" }).click();
    await expect(crop).toHaveCount(0);
    const lane = main.getByRole("log", { name: `Messages with ${performer}` });
    const photo = lane.getByRole("img", { name: "Your photo" });
    await expect(photo).toHaveCount(1);
    await expect(lane.getByRole("img", { name: "Sent" })).toHaveCount(1);
    await expect.poll(me.balance).toBe(540);
    const [conversation] = await qa.inbox(me.id);
    expect(conversation?.messages).toHaveLength(1);
    expect(conversation?.messages[0]).toMatchObject({ owner: "member" });
    expect(conversation?.messages[0]?.attachment).toMatch(/\.jpg$/);
    // The platform stored a portrait jpeg (turned by 90°).
    const size = await photo.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return { width: img.naturalWidth, height: img.naturalHeight };
    });
    expect(size.height).toBeGreaterThan(size.width);
  });

  test("the camera: take, retake, send with the fake webcam — one photo, 60 credits", async ({ page, seededWorld: qa }) => {
    const performer = (await qa.performers())[6]!.username;
    const me = await messengerMember(page, qa, 600, "photo-camera");
    await page.goto(`/en/messenger/${encodeURIComponent(performer)}`);
    const main = page.getByRole("main");
    // The emoji picker (its data served by the site): search, Enter picks, the emoji is in the field.
    const field = main.getByRole("textbox", { name: `Your message to ${performer}` });
    await field.fill("Hi ");
    await main.getByRole("button", { name: "Add an emoji" }).click();
    const search = page.getByRole("dialog", { name: "Emoji" }).getByRole("searchbox", { name: "Search emoji" });
    await search.fill("grinning face");
    await expect(page.getByRole("dialog", { name: "Emoji" }).getByRole("grid", { name: "Emoji" }).getByRole("gridcell").first()).toBeVisible();
    await search.press("Enter");
    await expect(field).toHaveValue("Hi 😀");
    await field.fill("");
    const take = main.getByRole("button", { name: "Take photo" });
    await expect(take).toBeEnabled();
    await take.click();
    const camera = page.getByRole("dialog");
    await expect(camera.locator("video")).toBeVisible();
    await camera.getByRole("button", { name: "Take photo" }).click();
    await expect(camera.getByRole("img", { name: "The photo you took" })).toBeVisible();
    await camera.getByRole("button", { name: "Retake" }).click();
    await expect(camera.getByRole("img", { name: "The photo you took" })).toHaveCount(0);
    await camera.getByRole("button", { name: "Take photo" }).click();
    await camera.getByRole("button", { name: "Send photo" }).click();
    await expect(camera).toHaveCount(0);
    const lane = main.getByRole("log", { name: `Messages with ${performer}` });
    await expect(lane.getByRole("img", { name: "Your photo" })).toHaveCount(1);
    await expect.poll(me.balance).toBe(540);
    const [conversation] = await qa.inbox(me.id);
    expect(conversation?.messages.map((m) => Boolean(m.attachment))).toEqual([true]);
  });
});
