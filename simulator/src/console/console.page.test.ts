import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRequire } from "node:module";
import type { SimulatorHost } from "../host/mount-simulator";
import { startNodeHost, type NodeTestHost } from "../testing/node-host";
import { CONSOLE_HTML, CONSOLE_JS } from "./console.assets";

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

beforeAll(async () => {
  node = await startNodeHost();
  ({ base, host } = node);
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

const until = async (check: () => boolean, what: string) => {
  const deadline = Date.now() + 3000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** The console page with its script, in a DOM whose fetch reaches the host. */
const openConsole = () => {
  const page = new JSDOM(CONSOLE_HTML.replace(/<script[^>]*><\/script>/, ""), { url: `${base}/simulator`, runScripts: "outside-only" });
  Object.assign(page.window, { fetch: (path: string, init?: RequestInit) => fetch(new URL(path, base), init) });
  page.window.eval(CONSOLE_JS);
  // jsdom fires DOMContentLoaded itself once parsing is done; the script only has to be in before it.
  if (page.window.document.readyState !== "loading") page.window.document.dispatchEvent(new page.window.Event("DOMContentLoaded"));
  return page;
};

describe("QA console page", () => {
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
});
