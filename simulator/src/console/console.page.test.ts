import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRequire } from "node:module";
import type { SimulatorHost } from "../host/mount-simulator";
import { startNodeHost, type NodeTestHost } from "../testing/node-host";
import { ROOM_SIGNALS } from "../room/chat.schema";
import { roomIn, roomKey } from "../room/chat-room";
import { hasToy } from "../room/room-defaults";
import { CONSOLE_HTML } from "./console.assets";
import { consoleScript } from "./console.script";

/** The little of jsdom this test uses (jsdom ships no types of its own). */
interface Page {
  readonly window: Window & { eval: (code: string) => unknown; close: () => void; Event: typeof Event };
}
const { JSDOM } = createRequire(import.meta.url)("jsdom") as {
  JSDOM: new (html: string, options: { url: string; runScripts: "outside-only" }) => Page;
};

let node: NodeTestHost;
let host: SimulatorHost;
let base = "";
let dom: Page | undefined;
/** The page's script as /simulator/console.js serves it (built from page/). */
let script = "";

beforeAll(async () => {
  node = await startNodeHost();
  ({ base, host } = node);
  script = await consoleScript();
});

afterAll(async () => {
  dom?.window.close();
  await node.close();
});

const post = (path: string, body: unknown, token?: string) =>
  fetch(`${base}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  }).then((r) => r.json() as Promise<Record<string, unknown>>);

/** Waits for what the page shows; the limit only catches a hang (a loaded machine takes seconds for a refresh). */
const until = async (check: () => boolean, what: string) => {
  const deadline = Date.now() + 20_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** The console page with its script, in a DOM whose fetch reaches the host. */
const openConsole = () => {
  const page = new JSDOM(CONSOLE_HTML.replace(/<script[^>]*><\/script>/, ""), { url: `${base}/simulator`, runScripts: "outside-only" });
  Object.assign(page.window, { fetch: (path: string, init?: RequestInit) => fetch(new URL(path, base), init) });
  page.window.eval(script);
  // jsdom fires DOMContentLoaded itself once parsing is done; the script only has to be in before it.
  if (page.window.document.readyState !== "loading") page.window.document.dispatchEvent(new page.window.Event("DOMContentLoaded"));
  return page;
};

/** A fresh console page (the one before is closed): its document. */
const reopenConsole = () => {
  dom?.window.close();
  dom = openConsole();
  return dom.window.document;
};

// Each test waits on several of the page's refreshes: on a loaded machine that takes longer than the usual limit.
describe("QA console page", { timeout: 90_000 }, () => {
  it("lists payments and IVR sessions, settles a payment and rings a call from its buttons", async () => {
    const { token } = (await post("/api/member/member", { email: "console@example.com", password: "secret12", meta: {} })) as { token: string };
    await post("/api/member/payment/session", {
      returnUrl: base, paymentMethod: "creditcard", fingerprint: "fp", bundle: 101, device: "desktop", idempotencyKey: "k",
      member: { email: "console@example.com", username: "c", isVerified: false, credits: 0, favourites: [], showChangeUsername: true },
    }, token);
    await fetch(`${base}/api/member/payment/ivr?fingerprint=fp`);

    dom = openConsole();
    const document = dom.window.document;
    const pay = () => document.querySelector<HTMLButtonElement>('#payments button[aria-label="Settle pay-1 as paid"]');
    await until(() => pay() !== null, "the payment row");
    expect(document.querySelectorAll("#scenarios button")).toHaveLength(3);
    expect(document.querySelector<HTMLSelectElement>("#wallet-variant")?.value).toBe("drawer");

    pay()!.click();
    await until(() => host.world.getState().payments[0]?.status === "success", "the payment to settle");
    await until(() => document.querySelector("#payments .pill")?.textContent === "success", "the row to show success");
    expect(host.world.getState().members[0]?.credits).toBe(600);

    const ring = document.querySelector<HTMLButtonElement>('#dial-in button[aria-label="Start a call on ivr-1"]');
    expect(ring).not.toBeNull();
    ring!.click();
    await until(() => host.world.getState().ivrSessions[0]?.call !== null, "the call to start");
    const pin = host.world.getState().ivrSessions[0]!.call!.pin;
    await until(() => document.querySelector("#dial-in .pin")?.textContent === pin, "the pin to show");
    expect(document.querySelector("#toast")?.textContent).toContain(pin);
    expect([...document.querySelectorAll("#dial-in .row-actions button")].map((b) => b.textContent)).toEqual(["in call", "ended", "expired"]);
  });

  it("shows each chat room with its viewers and newest messages, and drives it with the QA API's controls", async () => {
    const world = host.world;
    const performer = world.getState().performers.find((p) => p.profile.onlineState === "free")!.profile.username;
    const room = () => world.getState().rooms[roomKey(performer)]!;
    world.dispatch({ type: "chat.room.joined", performer, clientId: "c-console", member: null, nickname: "Guest0042", at: world.getState().clock });
    const document = reopenConsole();
    const article = () => document.querySelector(`#rooms article[aria-label="Chat room of ${performer}"]`);
    const named = (label: string) => article()?.querySelector<HTMLElement>(`[aria-label="${label}"]`) ?? null;
    await until(() => named(`Kick Guest0042 from ${performer}'s room`) !== null, "the room with its viewer");
    expect(article()!.querySelector("h3")?.textContent).toBe(performer);
    const controls = [`Message from ${performer}`, `Say it in ${performer}'s room`, `Drop the sockets of ${performer}'s room`, ...ROOM_SIGNALS.map((type) => `Send ${type} to ${performer}'s room`)];
    for (const label of controls) expect(named(label), label).not.toBeNull();
    // The panel's own controls are named by their labels and texts.
    for (const id of ["chat-guest-seconds", "chat-bots", "chat-performer", "flood-rate", "flood-seconds"]) expect(document.getElementById(id)?.closest("label")?.textContent?.trim()).not.toBe("");
    expect(document.getElementById("chat-busy-room")?.textContent).toBe("Start a busy room");
    expect(document.getElementById("chat-flood")?.textContent).toBe("Flood the room");

    const input = named(`Message from ${performer}`) as HTMLInputElement;
    input.value = "Hello from QA";
    named(`Say it in ${performer}'s room`)!.click();
    await until(() => room().messages.some((m) => m.text === "Hello from QA" && m.sender === performer), "the performer to say it");
    await until(() => article()!.querySelector(".room-messages")!.textContent!.includes("Hello from QA"), "the message to show");
    // The say field survives the refresh (QA may be typing in it).
    expect(named(`Message from ${performer}`)).toBe(input);
    expect(input.value).toBe("");

    named(`Kick Guest0042 from ${performer}'s room`)!.click();
    await until(() => room().viewers[0]?.kicked === true, "the viewer to be kicked");

    const seconds = document.getElementById("chat-guest-seconds") as HTMLInputElement;
    await until(() => seconds.value === "180", "the guest time");
    seconds.value = "240";
    document.getElementById("chat-guest-set")!.click();
    await until(() => world.getState().chatSettings.guestSeconds === 240, "the guest time to change");
    document.getElementById("chat-bots")!.click();
    await until(() => !world.getState().chatSettings.bots, "the bots to stop");

    (document.getElementById("chat-performer") as HTMLInputElement).value = performer;
    (document.getElementById("flood-rate") as HTMLInputElement).value = "10";
    (document.getElementById("flood-seconds") as HTMLInputElement).value = "1";
    document.getElementById("chat-flood")!.click();
    await until(() => room().messages.filter((m) => m.text.startsWith("flood #")).length === 10, "the flood");
    expect(document.getElementById("chat-toast")?.textContent).toBe(`Flooding ${performer}'s room: 10 a second for 1 s (10 messages)`);

    document.getElementById("chat-busy-room")!.click();
    await until(() => document.getElementById("chat-toast")!.textContent!.startsWith(`Busy room in ${performer}'s room`), "the busy room to start");
    await post("/simulator/api/reset", {});

    world.dispatch({ type: "chat.room.joined", performer, clientId: "c-console", member: null, nickname: "Guest0042", at: world.getState().clock });
    await until(() => named(`Send room-closed to ${performer}'s room`) !== null, "the room again");
    named(`Drop the sockets of ${performer}'s room`)!.click();
    await until(() => document.getElementById("chat-toast")!.textContent === `Dropped the sockets of 1 chat client in ${performer}'s room`, "the drop");
    named(`Send room-closed to ${performer}'s room`)!.click();
    await until(() => world.events().at(-1)?.event.type === "chat.room.signalled", "the room event");
    await until(() => article() === null, "the emptied room to go");
    expect(document.querySelector("#rooms")?.textContent).toContain("No chat rooms yet");
  });

  it("shows each room's tips, VIP request, toy and goal, and drives the VIP decisions and the toy switch", async () => {
    const world = host.world;
    await post("/simulator/api/reset", {});
    const performer = world.getState().performers.find((p) => p.profile.onlineState === "free" && hasToy(p.profile.cybertoy))!.profile.username;
    const at = world.getState().clock;
    world.dispatch({ type: "member.registered", id: 1, email: "vip@example.com", username: "vipfan", salt: "s", passwordHash: "h" });
    world.dispatch({ type: "member.credited", id: 1, amount: 1000, reason: "qa" });
    world.dispatch({ type: "chat.room.joined", performer, clientId: "c-vip", member: 1, nickname: "vipfan", at });
    world.dispatch({
      type: "chat.tip.given", performer, id: "t-1", clientId: "c-vip", member: 1, sender: "vipfan", amount: 300, kind: "toy", message: "buzz", isPublic: true, item: null, key: "k", at,
    });
    world.dispatch({ type: "chat.vip.requested", performer, clientId: "c-vip", member: 1, key: "v", at });
    const document = reopenConsole();
    const article = () => document.querySelector(`#rooms article[aria-label="Chat room of ${performer}"]`);
    const named = (label: string) => article()?.querySelector<HTMLElement>(`[aria-label="${label}"]`) ?? null;
    await until(() => named(`Accept the VIP request in ${performer}'s room`) !== null, "the room with its VIP request");
    expect(named(`Newest tips in ${performer}'s room`)?.textContent).toContain("vipfan +300 toy: buzz");
    expect(named(`Goal of ${performer}`)).not.toBeNull();
    for (const label of [`Decline the VIP request in ${performer}'s room`, `Stop the VIP show in ${performer}'s room`, `Disconnect the VIP member in ${performer}'s room`]) {
      expect(named(label), label).not.toBeNull();
    }
    named(`Accept the VIP request in ${performer}'s room`)!.click();
    await until(() => roomIn(world.getState(), performer).vip?.state === "accepted", "the show to start");
    await until(() => named(`Stop the VIP show in ${performer}'s room`) !== null && named(`Accept the VIP request in ${performer}'s room`) === null, "the show's buttons");
    named(`Stop the VIP show in ${performer}'s room`)!.click();
    await until(() => roomIn(world.getState(), performer).vip === null, "the show to stop");

    named(`Switch the toy off in ${performer}'s room`)!.click();
    await until(() => !roomIn(world.getState(), performer).toy.active, "the toy to switch off");
    await until(() => named(`Switch the toy on in ${performer}'s room`) !== null, "the switch to turn");
    expect(document.getElementById("chat-tip-storm")?.textContent).toBe("Start a tip storm");
  });

  it("shows a member's conversations and writes, reads and switches the reply bot as the performer (issue 13)", async () => {
    const world = host.world;
    await post("/simulator/api/reset", {});
    const performer = world.getState().performers[0]!.profile;
    world.dispatch({ type: "member.registered", id: 1, email: "inbox@example.com", username: "writer", salt: "s", passwordHash: "h" });
    const document = reopenConsole();
    const input = (id: string) => document.getElementById(id) as HTMLInputElement;
    await until(() => input("inbox-bot").checked, "the reply bot's switch");
    input("inbox-bot").click();
    await until(() => !world.getState().inbox.replies, "the reply bot to stop");

    input("inbox-member").value = "1";
    input("inbox-performer").value = performer.username;
    input("inbox-text").value = "Hello from the console";
    document.getElementById("inbox-send")!.click();
    await until(() => document.getElementById("inbox")!.textContent!.includes("performer: Hello from the console (sent)"), "the message in the list");
    expect(document.getElementById("inbox-toast")?.textContent).toBe(`${performer.username} wrote to member #1`);

    world.dispatch({ type: "inbox.message.sent", conversation: 1, member: 1, performer: performer.id, id: 2, sender: "member", text: "Hi back", image: null, key: "k", price: 0, at: world.getState().clock });
    document.getElementById("inbox-read")!.click();
    await until(() => document.getElementById("inbox")!.textContent!.includes("member: Hi back (read)"), "the member's message read");
  });

  it("switches the home overlay (the site's promo modal) on and off from its checkbox", async () => {
    const world = host.world;
    await post("/simulator/api/reset", {});
    const document = reopenConsole();
    const overlay = document.getElementById("promo-overlay") as HTMLInputElement;
    const placements = () => world.getState().configuration.promotions.map((p) => p.placement);
    await until(() => document.getElementById("events")!.textContent!.includes("world.reset"), "the first refresh");
    expect(overlay.checked).toBe(false);

    overlay.click();
    await until(() => placements().includes("home-overlay"), "the overlay to turn on");
    await until(() => document.getElementById("promo-toast")!.textContent!.startsWith("Home overlay on"), "the console to say so");
    await until(() => document.getElementById("events")!.textContent!.includes("configuration.promotion.set home-overlay → /?action=register"), "the event");
    expect(overlay.checked).toBe(true);

    overlay.click();
    await until(() => !placements().includes("home-overlay"), "the overlay to turn off");
    await until(() => document.getElementById("promo-toast")!.textContent === "Home overlay off", "the console to say so");
    expect(overlay.checked).toBe(false);
  });

  it("turns a language beside nl and en on and off from its switch (issue 28)", async () => {
    const world = host.world;
    await post("/simulator/api/reset", {});
    const document = reopenConsole();
    const german = document.querySelector('[data-language="de"]') as HTMLInputElement;
    const keys = () => world.getState().configuration.languages.map((language) => language.key);
    await until(() => document.getElementById("configuration-summary")!.textContent!.includes("languages nl, en"), "the configuration shown");
    expect(german.checked).toBe(false);

    german.click();
    await until(() => keys().includes("de"), "German to turn on");
    await until(() => document.getElementById("configuration-toast")!.textContent!.startsWith("de on"), "the console to say so");
    expect(keys()).toEqual(["nl", "en", "de"]);
    expect(world.getState().configuration.languages.at(-1)).toEqual({ key: "de", name: "Deutsch" });
    expect(german.checked).toBe(true);

    german.click();
    await until(() => !keys().includes("de"), "German to turn off");
    expect(keys()).toEqual(["nl", "en"]);
    expect(german.checked).toBe(false);
  });

  it("starts a 10-second platform outage and ends it from its buttons, and says which (issue 14)", async () => {
    const document = reopenConsole();
    const start = document.getElementById("outage-start") as HTMLButtonElement;
    const end = document.getElementById("outage-end") as HTMLButtonElement;
    const said = () => document.getElementById("outage-toast")!.textContent;
    expect([start.textContent, end.textContent]).toEqual(["Start a 10-second outage", "End the outage"]);
    expect(document.getElementById("outage-toast")?.getAttribute("role")).toBe("status");
    await until(() => said() === "The platform is up." && end.disabled, "the platform up");

    const asked = Date.now();
    start.click();
    await until(() => host.outage.active(), "the outage to start");
    const ends = host.outage.until()!;
    expect(ends - asked).toBeGreaterThanOrEqual(10_000);
    expect(ends - Date.now()).toBeLessThanOrEqual(10_000);
    await until(() => said()!.startsWith("The platform is down until ") && !end.disabled, "the outage to show");
    expect((await fetch(`${base}/api/geo/json`)).status).toBe(503);

    end.click();
    await until(() => !host.outage.active(), "the outage to end");
    await until(() => said() === "The platform is up." && end.disabled, "the platform up again");
  });
});
