import { expect, test } from "./fixtures";
import { messengerMember } from "./models/messenger.model";

test.describe("the messenger (issue 13)", () => {
  test("profile → Message → a message sent once for 60 credits; her answer counts and pops up; her read turns the tick blue", async ({ page, seededWorld: qa }) => {
    const performer = (await qa.performers())[3]!.username;
    const me = await messengerMember(page, qa, 600, "messenger");
    await page.goto(`/en/profile/${encodeURIComponent(performer)}`);
    await page.getByRole("link", { name: "Message" }).click();
    await expect(page).toHaveURL(new RegExp(`/en/messenger/${performer}$`));
    const lane = page.getByRole("main").getByRole("log", { name: `Messages with ${performer}` });
    const field = page.getByRole("textbox", { name: `Your message to ${performer}` }).first();
    await field.fill("Hello there");
    await field.press("Enter");
    await expect(lane.getByText("Hello there")).toHaveCount(1);
    await expect(lane.getByRole("img", { name: "Sent" })).toHaveCount(1);
    await expect.poll(me.balance).toBe(540);
    const [conversation] = await qa.inbox(me.id);
    expect(conversation).toMatchObject({ performer, messages: [{ owner: "member", text: "Hello there", status: "sent" }] });

    // Elsewhere on the site her answer counts in the header and opens a pop-up.
    await page.goto("/en");
    // The member socket is up once a QA credit reaches the header (540 + 60 credits: 10 minutes of chat).
    await qa.credit(me.id, 60);
    await expect(page.getByRole("button", { name: "Credits: 10 minutes" })).toBeVisible();
    await qa.inboxSend(performer, me.id, "Hi sweetie");
    await expect(page.getByRole("button", { name: "Messages, 1 unread" })).toBeVisible();
    const popup = page.getByRole("region", { name: `Chat with ${performer}` });
    await expect(popup.getByText("Hi sweetie")).toBeVisible();
    await qa.inboxRead(performer, me.id);
    await expect(popup.getByRole("img", { name: "Read" })).toHaveCount(1);
    // §4 focusing the blinking pop-up reads it: the counter clears.
    await popup.getByRole("textbox").click();
    await expect(page.getByRole("button", { name: "Messages", exact: true })).toBeVisible();
    await expect.poll(async () => (await qa.inbox(me.id))[0]!.messages.map((m) => m.status)).toEqual(["read", "read"]);
    // Charged once (and credited 60 by QA above).
    expect(await me.balance()).toBe(600);
  });

  test("with fewer than 60 credits the no-credits modal opens and the text stays", async ({ page, seededWorld: qa }) => {
    const performer = (await qa.performers())[4]!.username;
    await messengerMember(page, qa, 59, "messenger-poor");
    await page.goto(`/en/messenger/${encodeURIComponent(performer)}`);
    const field = page.getByRole("textbox", { name: `Your message to ${performer}` }).first();
    await field.fill("Hello?");
    await field.press("Enter");
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(field).toHaveValue("Hello?");
  });

  test("on a 390 px phone the editor fits: the Send button is whole on screen, in Dutch too (issue 28)", async ({ page, seededWorld: qa }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const performer = (await qa.performers())[5]!.username;
    await messengerMember(page, qa, 600, "messenger-phone");
    // Dutch, the default: "Verstuur" is the longest of the two languages' labels.
    for (const [prefix, yourMessage, sendLabel] of [["", "Je bericht aan", "Verstuur"], ["/en", "Your message to", "Send"]] as const) {
      await page.goto(`${prefix}/messenger/${encodeURIComponent(performer)}`);
      const field = page.getByRole("textbox", { name: `${yourMessage} ${performer}` }).first();
      await field.fill("Hello from my phone");
      const send = page.getByRole("button", { name: sendLabel, exact: true });
      await expect(send).toBeEnabled();
      const box = (await send.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${sendLabel} ends inside the screen`).toBeLessThanOrEqual(390);
      expect((await field.boundingBox())!.x + (await field.boundingBox())!.width).toBeLessThanOrEqual(box.x);
    }
  });
});
