import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { AgeGateModel } from "./models/age-gate.model";
import { GridModel } from "./models/grid.model";
import { QaApi } from "./models/qa-api.model";
import { StreamModel } from "./models/stream.model";
import { demoURL, storiesURL } from "./playwright.config";

// `npm run screenshots` (issue 2): key screens at 1280×800 and 390×844 (projects), in nl and en.
const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "screenshots");
const LANGS = [
  { lang: "nl", prefix: "" },
  { lang: "en", prefix: "/en" },
] as const;

/** Waits until every image in the viewport has loaded (lazy ones below the fold are left alone). */
async function waitForVisibleImages(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle").catch(() => undefined);
  await page.waitForFunction(
    () =>
      [...document.images]
        .filter((img) => {
          const r = img.getBoundingClientRect();
          return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < window.innerHeight;
        })
        .every((img) => img.complete && img.naturalWidth > 0),
    undefined,
    { timeout: 20_000 },
  );
  await page.evaluate(() => document.fonts.ready);
}

async function shoot(page: Page, name: string, lang: string): Promise<void> {
  await waitForVisibleImages(page);
  const size = page.viewportSize();
  await page.screenshot({
    path: path.join(OUT, `${name}-${lang}-${size?.width}x${size?.height}.png`),
    animations: "disabled",
    caret: "hide",
  });
}

// Issue 28: a language the operator turns on (German): home and a profile.
test.describe("screens in a language the operator turned on (de)", () => {
  test("home and profile (de)", async ({ page, seededWorld: qa }) => {
    await qa.configure({ languages: [{ key: "nl", name: "Nederlands" }, { key: "en", name: "English" }, { key: "de", name: "Deutsch" }] });
    const grid = new GridModel(page);
    await grid.goto("/de");
    await shoot(page, "home", "de");
    const [username] = await grid.usernames();
    await page.goto(`/de/profile/${encodeURIComponent(username!)}`);
    await expect(page.getByRole("heading", { level: 1, name: username })).toBeVisible();
    await shoot(page, "profile", "de");
  });
});

for (const { lang, prefix } of LANGS) {
  test.describe(`screens in ${lang}`, () => {
    test(`home (${lang})`, async ({ page }) => {
      await new GridModel(page).goto(prefix || "/");
      await shoot(page, "home", lang);
    });

    test(`seasonal themes (${lang})`, async ({ page, seededWorld: qa }) => {
      // Issue 28: still, as for a visitor who asks for less motion (the hearts and flakes where they rest).
      await page.emulateMedia({ reducedMotion: "reduce" });
      await qa.configure({ theme: "valentine" });
      await new GridModel(page).goto(prefix || "/");
      await shoot(page, "theme-valentine", lang);
      await qa.configure({ theme: null, features: { christmasMode: true } });
      await new GridModel(page).goto(prefix || "/");
      await shoot(page, "theme-christmas", lang);
    });

    test(`category page (${lang})`, async ({ page }) => {
      await new GridModel(page).goto(`${prefix}/blonde`);
      await shoot(page, "category-blonde", lang);
    });

    test(`profile (${lang})`, async ({ page }) => {
      const grid = new GridModel(page);
      await grid.goto(prefix || "/");
      const [username] = await grid.usernames();
      await page.goto(`${prefix}/profile/${encodeURIComponent(username!)}`);
      await expect(page.getByRole("heading", { level: 1, name: username })).toBeVisible();
      await shoot(page, "profile", lang);
    });

    test(`promo modal (${lang})`, async ({ page }) => {
      // The white-label's overlay, answered in the browser (QA's switch would change the shared world).
      const overlay = { items: [{ placement: "home-overlay", data: { image: "/simulator/media/promo/welcome.svg", link: "/?action=register" } }] };
      await page.route(/\/api\/performer\/promotion\/whitelabel/, (route) =>
        route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(overlay) }),
      );
      await page.goto(prefix || "/");
      await expect(page.getByRole("dialog").getByRole("img")).toBeVisible();
      await shoot(page, "promo-modal", lang);
    });

    test(`platform unreachable (${lang})`, async ({ page }) => {
      const grid = new GridModel(page);
      await grid.goto(prefix || "/");
      // From now on the platform's gateway answers 503: the next page's performers cannot load.
      await page.route(/\/api\//, (route) =>
        route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ label: "server.unavailable" }) }),
      );
      await page.getByRole("navigation", { name: lang === "en" ? "Categories" : "Categorieën" }).getByRole("link").nth(1).click();
      await expect(page.getByRole("status").filter({ hasText: lang === "en" ? "Connection lost. Reconnecting…" : "Verbinding verbroken. Opnieuw verbinden…" })).toBeVisible({
        timeout: 20_000,
      });
      await shoot(page, "platform-unreachable", lang);
    });

    test(`live room (${lang})`, async ({ page }) => {
      const grid = new GridModel(page);
      await grid.goto(prefix || "/");
      const [username] = await grid.usernames();
      const stream = new StreamModel(page);
      await stream.open(username!, prefix);
      await stream.joined();
      await expect.poll(() => stream.currentTime(), { timeout: 20_000 }).toBeGreaterThan(0.5);
      // The room as a visitor sees it a moment after joining: the performer's greeting in the lane.
      await expect(page.getByRole("log").getByRole("listitem").first()).toBeVisible({ timeout: 20_000 });
      await shoot(page, "live-room", lang);
      await page.getByRole("tablist").getByRole("tab").nth(1).click();
      await shoot(page, "live-room-tips", lang);
      await page.getByRole("tablist").getByRole("tab").nth(2).click();
      await shoot(page, "live-room-vip", lang);
      await page.getByRole("tablist").getByRole("tab").nth(4).click();
      await shoot(page, "live-room-model", lang);
    });

    test(`404 page (${lang})`, async ({ page }) => {
      await page.goto(`${prefix}/404`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await shoot(page, "not-found", lang);
    });

    test(`QA panel (${lang})`, async ({ page }) => {
      await page.goto(`${prefix || "/"}?qa=1`);
      // The panel, not the (empty) notices region that is in the top layer too.
      await expect(page.getByRole("region", { name: /^QA/ })).toBeVisible();
      await shoot(page, "qa-panel", lang);
    });

    test(`age gate (${lang})`, async ({ page }) => {
      await new AgeGateModel(page).open(prefix || "/");
      await shoot(page, "age-gate", lang);
    });

    test(`login dialog (${lang})`, async ({ page }) => {
      await new GridModel(page).goto(prefix || "/");
      await page.getByRole("banner").getByRole("button").filter({ hasText: lang === "en" ? "Free sign up" : "Gratis aanmelden" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await shoot(page, "register-dialog", lang);
    });

    test(`member: confirmation, header, menu and settings (${lang})`, async ({ page }) => {
      const email = `shot-${lang}-${Date.now().toString(36)}@example.com`;
      await new GridModel(page).goto(prefix || "/");
      await page.getByRole("banner").getByRole("button").filter({ hasText: lang === "en" ? "Free sign up" : "Gratis aanmelden" }).click();
      const form = page.getByRole("dialog").getByRole("form");
      await form.getByRole("textbox").first().fill(email);
      await form.locator('input[type="password"]').fill("secret12");
      await form.getByRole("button").last().click();
      await expect(page.getByRole("dialog").getByRole("heading", { name: /120/ })).toBeVisible();
      await shoot(page, "registration-confirmation", lang);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await page.getByRole("banner").getByRole("button", { name: email }).click();
      await expect(page.getByRole("menu")).toBeVisible();
      await shoot(page, "member-menu", lang);
      await page.keyboard.press("Escape");
      await page.goto(`${prefix}/settings`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await shoot(page, "settings", lang);

      // Issue 4: the wallet, a finished payment and the dial-in drawer.
      await page.getByRole("banner").getByRole("button", { name: /^Credits: / }).first().click();
      const wallet = page.getByRole("dialog");
      await expect(wallet.getByRole("radiogroup").first()).toBeVisible();
      await shoot(page, "wallet", lang);
      // Dutch defaults to iDEAL, which needs a bank first (§5): pay by card instead.
      const pay = wallet.getByRole("button", { name: /^(Pay|Betaal) [^bp]/ });
      if (await pay.isDisabled()) await wallet.getByRole("radiogroup").nth(1).getByRole("radio").first().check({ force: true });
      await expect(pay).toBeEnabled();
      const popup = page.waitForEvent("popup");
      await pay.click();
      const window = await popup;
      await window.waitForURL(/\/simulator\/pay\//);
      await window.getByRole("button", { name: /^Pay / }).click();
      await expect(wallet.getByRole("status").filter({ hasText: /minut/ })).toBeVisible();
      await expect.poll(() => window.isClosed()).toBe(true);
      await shoot(page, "payment-success", lang);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await page.getByRole("banner").getByRole("button", { name: /^Credits: / }).first().click();
      const payByPhone = lang === "en" ? "Pay by phone" : "Betaal per telefoon";
      await wallet.getByRole("button", { name: payByPhone }).click();
      await expect(page.getByRole("dialog", { name: payByPhone })).toContainText("0906 2020 444");
      await expect(page.getByRole("dialog")).toHaveCount(1);
      await shoot(page, "dial-in", lang);
    });

    test(`messenger: the list, a conversation and pop-ups (${lang})`, async ({ page }) => {
      const qa = new QaApi(page.request);
      await qa.inboxSettings({ replies: false });
      const email = `shot-msg-${lang}-${Date.now().toString(36)}@example.com`;
      await new GridModel(page).goto(prefix || "/");
      await page.getByRole("banner").getByRole("button").filter({ hasText: lang === "en" ? "Free sign up" : "Gratis aanmelden" }).click();
      const form = page.getByRole("dialog").getByRole("form");
      await form.getByRole("textbox").first().fill(email);
      await form.locator('input[type="password"]').fill("secret12");
      await form.getByRole("button").last().click();
      await expect(page.getByRole("dialog").getByRole("heading", { name: /120/ })).toBeVisible();
      await page.keyboard.press("Escape");
      const me = await qa.member(email);
      await qa.credit(me.id, 1000);
      const performers = (await qa.performers()).slice(0, 4).map((p) => p.username);
      for (const [i, performer] of performers.entries()) await qa.inboxSend(performer, me.id, i % 2 ? "Hoi schat, kom je vanavond langs? 😘" : "Hey! Thanks for the follow, see you in my room tonight?");
      await page.goto(`${prefix}/messenger/${encodeURIComponent(performers[0]!)}`);
      const field = page.getByRole("main").getByRole("textbox").last();
      await field.fill(lang === "en" ? "Hi! I loved your show yesterday" : "Hoi! Je show van gisteren was geweldig");
      await field.press("Enter");
      await expect(page.getByRole("main").getByRole("img", { name: lang === "en" ? "Sent" : "Verzonden" })).toHaveCount(1);
      await qa.inboxRead(performers[0]!, me.id);
      await expect(page.getByRole("main").getByRole("img", { name: lang === "en" ? "Read" : "Gelezen" })).toHaveCount(1);
      await shoot(page, "messenger", lang);
      // §2.6 a photo: the crop on desktop (a jpeg drawn by the browser); mobile sends it as it is.
      if (!(page.viewportSize()!.width < 768)) {
        const jpeg = await page.evaluate(() => {
          const canvas = document.createElement("canvas");
          canvas.width = 960;
          canvas.height = 640;
          const g = canvas.getContext("2d")!;
          const sky = g.createLinearGradient(0, 0, 0, 640);
          sky.addColorStop(0, "#ff9a8b");
          sky.addColorStop(1, "#6a3093");
          g.fillStyle = sky;
          g.fillRect(0, 0, 960, 640);
          g.fillStyle = "#ffd86b";
          g.beginPath();
          g.arc(480, 420, 150, 0, Math.PI * 2);
          g.fill();
          return canvas.toDataURL("image/jpeg", 0.9).split(",")[1]!;
        });
        const chooser = page.waitForEvent("filechooser");
        await page.getByRole("main").getByRole("button", { name: lang === "en" ? "Add a photo" : "Foto toevoegen" }).click();
        await (await chooser).setFiles({ name: "sunset.jpg", mimeType: "image/jpeg", buffer: Buffer.from(jpeg, "base64") });
        await expect(page.getByRole("dialog").locator("img")).toBeVisible();
        await shoot(page, "messenger-crop", lang);
        await page.keyboard.press("Escape");
      }
      await page.goto(prefix || "/");
      // The other three conversations are unread: the messenger is running.
      await expect(page.getByTestId("unread-badge")).toHaveText("3");
      await qa.inboxSend(performers[1]!, me.id, "Are you there? 💋");
      await expect(page.getByRole("region").filter({ hasText: "Are you there?" })).toBeVisible();
      await shoot(page, "messenger-popup", lang);
    });
  });
}

// Issue 30: the static demo, the simulator in the page: the home with the demo's mailbox open, and a live room.
test.describe("the static demo", () => {
  test("home with the mailbox, and a live room (en)", async ({ page }) => {
    const grid = new GridModel(page);
    await grid.goto(`${demoURL}/en`);
    await page.getByRole("button", { name: /^Demo mailbox/ }).click();
    await expect(page.getByRole("region", { name: "Demo mailbox" })).toBeVisible();
    await shoot(page, "demo-home-mailbox", "en");
    // The QA console over the tab's world, beside the mailbox.
    await page.getByRole("button", { name: "QA console" }).click();
    await expect(page.frameLocator('iframe[title="QA console"]').locator("#rows tr").first()).toBeVisible({ timeout: 30_000 });
    await shoot(page, "demo-qa-console", "en");
    await page.getByRole("button", { name: "QA console" }).click();
    const username = (await grid.list.locator("a[href*='/stream/']").first().getAttribute("aria-label")) ?? "";
    await page.goto(`${demoURL}/en/stream/${encodeURIComponent(username)}`);
    const stream = new StreamModel(page);
    await stream.joined();
    await expect.poll(() => stream.currentTime(), { timeout: 30_000 }).toBeGreaterThan(0.5);
    await expect(page.getByRole("log").getByRole("listitem").first()).toBeVisible({ timeout: 20_000 });
    await shoot(page, "demo-live-room", "en");
  });
});

// Issue 30: three of Ladle's page stories (Ladle's build): the live room in a flood, in a VIP show, the wallet mid-payment.
test.describe("Ladle's page stories", () => {
  test("the live room in a flood and in a VIP show, the wallet mid-payment (en)", async ({ page }) => {
    const open = async (story: string) => {
      await page.goto(`${storiesURL}/?story=${story}&mode=preview`);
      await expect(page.getByRole("region", { name: "Scenario" }).getByRole("status")).toHaveAttribute("data-status", "running", { timeout: 60_000 });
    };
    const stream = new StreamModel(page);
    await open("pages--live-room-in-a-flood");
    await expect(stream.lane.getByRole("listitem").filter({ hasText: /flood #\d+/ }).first()).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => stream.currentTime(), { timeout: 30_000 }).toBeGreaterThan(0.5);
    await shoot(page, "story-live-room-flood", "en");
    await open("pages--live-room-during-a-vip-show");
    await expect(stream.lane.getByText(/Your VIP show with .+ has started/)).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => stream.currentTime(), { timeout: 30_000 }).toBeGreaterThan(0.5);
    await shoot(page, "story-live-room-vip", "en");
    await open("pages--wallet-mid-payment");
    await expect(page.getByTitle("Payment provider")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("list", { name: "What the scenario did" })).toContainText("the provider's window is open");
    await shoot(page, "story-wallet-mid-payment", "en");
  });
});
