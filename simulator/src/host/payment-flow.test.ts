import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { io as connectClient, type Socket } from "socket.io-client";
import { callJson, startNodeHost, type NodeTestHost } from "../testing/node-host";
import { MEMBER_NAMESPACE } from "../socket/member-socket";
import { SOCKET_PATH } from "../socket/socket.host";
import { CLOSE_TEXT, LOADING_TEXT } from "../payments/provider-page";

let node: NodeTestHost;
let base = "";
const clients: Socket[] = [];

beforeAll(async () => {
  node = await startNodeHost();
  ({ base } = node);
});

afterAll(async () => {
  for (const client of clients) client.close();
  await node.close();
});

const call = (method: string, path: string, options: { body?: unknown; token?: string } = {}) => callJson(base, method, path, options);
const form = (path: string, fields: Record<string, string>) =>
  fetch(`${base}${path}`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields), redirect: "manual" });

const signUp = async (email: string) => {
  expect((await call("POST", "/api/member/member", { body: { email, password: "secret12", meta: {} } })).status).toBe(200);
  const login = await call("POST", "/api/member/login", { body: { username: email, password: "secret12" } });
  expect(login.status).toBe(200);
  return login.body.token as string;
};

/** A member socket that keeps every event it receives, in order. */
const listen = async (token: string) => {
  const client = connectClient(`${base}${MEMBER_NAMESPACE}`, { path: SOCKET_PATH, auth: { token }, transports: ["websocket"], reconnection: false });
  clients.push(client);
  const received: [string, unknown][] = [];
  client.onAny((event: string, payload: unknown) => received.push([event, payload]));
  const deadline = Date.now() + 3000;
  while (!received.some(([event]) => event === "setCredits")) {
    if (Date.now() > deadline) throw new Error("no setCredits");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  /** Waits until `count` events after setCredits arrived, and answers them. */
  const after = async (count: number) => {
    const until = Date.now() + 3000;
    while (received.length - 1 < count) {
      if (Date.now() > until) throw new Error(`expected ${count} events, got ${JSON.stringify(received.slice(1))}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return received.slice(1);
  };
  return { received, after };
};

const member = { email: "x@example.com", username: "x", isVerified: false, credits: 0, favourites: [], showChangeUsername: true };
const startPayment = (token: string, idempotencyKey: string, bundle = 103, paymentMethod = "ideal:INGBNL2A") =>
  call("POST", "/api/member/payment/session", {
    token, body: { returnUrl: `${base}/nl`, paymentMethod, member, fingerprint: "fp", bundle, device: "desktop", idempotencyKey },
  });

describe("paying on the Node host", () => {
  it("opens the provider page, settles through the QA API and tells the member socket", async () => {
    await call("POST", "/simulator/api/reset", { body: {} });
    const token = await signUp("payer@example.com");
    const socket = await listen(token);

    const started = await startPayment(token, "k-1");
    expect(started.status).toBe(200);
    const { paymentURL, session } = started.body as unknown as { paymentURL: string; session: string };
    expect(paymentURL).toBe(`${base}/simulator/pay/${session}`);
    expect((await startPayment(token, "k-1")).body).toEqual(started.body);

    const page = await fetch(paymentURL);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(LOADING_TEXT);
    expect(html).toContain("Secure payment");
    expect(html).toContain("30 minutes");
    expect(html).toContain("€24.95");
    expect(html).toMatch(/<button[^>]*value="success"[^>]*>Pay €24\.95<\/button>/);
    expect(html).toMatch(/<button[^>]*value="cancel"[^>]*>Cancel<\/button>/);
    expect(html).toMatch(/<select id="reason" name="reason">(<option value="\d{3}">[^<]+<\/option>){6}<\/select>/);
    expect(html).not.toMatch(/<script/);
    expect(html).not.toMatch(/\sstyle=/);
    const css = await fetch(`${base}/simulator/pay/pay.css`);
    expect(css.headers.get("content-type")).toContain("text/css");
    expect(await css.text()).toMatch(/\.order \{ visibility: hidden; animation: show 0s linear 1s forwards; \}/);

    expect((await call("GET", "/simulator/api/payments")).body).toEqual([expect.objectContaining({ id: session, member: 1, bundle: 103, status: "pending" })]);
    const settled = await call("POST", `/simulator/api/payments/${session}`, { body: { outcome: "success" } });
    expect(settled).toMatchObject({ status: 200, body: { id: session, status: "success" } });

    expect(await socket.after(2)).toEqual([
      ["bundle-bought", { credits: 1800 + 5 * 60, bundle: 103, session }],
      ["updated-credits", { credits: 2100 }],
    ]);
    expect((await call("GET", "/api/member/credits", { token })).body).toEqual({ credits: 2100 });

    const repeat = await call("POST", `/simulator/api/payments/${session}`, { body: { outcome: "failed", reason: 300 } });
    expect(repeat.status).toBe(409);
    const after = await fetch(paymentURL).then((r) => r.text());
    expect(after).toContain("Payment successful");
    expect(after).toContain(CLOSE_TEXT);
    expect(after).not.toContain(LOADING_TEXT);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(socket.received.slice(1)).toHaveLength(2);
    expect((await call("GET", "/api/member/credits", { token })).body).toEqual({ credits: 2100 });
  });

  it("settles from the provider page's form exactly once: cancel is a failure with reason 309", async () => {
    const token = await signUp("canceller@example.com");
    const socket = await listen(token);
    const { session } = (await startPayment(token, "k-2", 100, "709")).body as unknown as { session: string };

    const cancelled = await form(`/simulator/pay/${session}`, { outcome: "cancel", reason: "100" });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get("location")).toBe(`/simulator/pay/${session}`);
    expect(await socket.after(1)).toEqual([["payment-failed", { reason: 309, session }]]);
    const result = await fetch(`${base}/simulator/pay/${session}`).then((r) => r.text());
    expect(result).toContain("Payment cancelled");
    expect(result).toContain(CLOSE_TEXT);

    const again = await form(`/simulator/pay/${session}`, { outcome: "success" });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("already settled");
    expect((await call("GET", "/api/member/credits", { token })).body).toEqual({ credits: 0 });

    const other = (await startPayment(token, "k-3")).body.session as string;
    expect((await form(`/simulator/pay/${other}`, { outcome: "failed", reason: "42" })).status).toBe(400);
    expect((await form(`/simulator/pay/${other}`, { outcome: "explode" })).status).toBe(400);
    expect((await form(`/simulator/pay/${other}`, { outcome: "failed", reason: "299" })).status).toBe(303);
    expect(await socket.after(2)).toEqual([["payment-failed", { reason: 309, session }], ["payment-failed", { reason: 299, session: other }]]);
    expect((await form("/simulator/pay/pay-999", { outcome: "success" })).status).toBe(404);
    expect((await fetch(`${base}/simulator/pay/pay-999`)).status).toBe(404);
  });

  it("answers the QA payment calls' 400, 404 and 409", async () => {
    const token = await signUp("qa-payments@example.com");
    const { session } = (await startPayment(token, "k-4")).body as unknown as { session: string };
    for (const body of [{}, { outcome: "failed" }, { outcome: "failed", reason: 301 }, { outcome: "paid" }, "not json"]) {
      expect((await call("POST", `/simulator/api/payments/${session}`, { body })).status).toBe(400);
    }
    expect((await call("POST", "/simulator/api/payments/pay-404", { body: { outcome: "success" } })).status).toBe(404);
    expect((await call("POST", `/simulator/api/payments/${session}`, { body: { outcome: "failed", reason: 302 } })).body).toMatchObject({ status: "failed", reason: 302 });
    const conflict = await call("POST", `/simulator/api/payments/${session}`, { body: { outcome: "success" } });
    expect(conflict.status).toBe(409);
    expect(conflict.body.payment).toMatchObject({ id: session, status: "failed", reason: 302 });
    const listed = (await call("GET", "/simulator/api/payments")).body as unknown as { id: string }[];
    expect(listed[0]?.id).toBe(session);
  });

  it("lets QA switch the wallet variant and provider", async () => {
    expect((await call("POST", "/simulator/api/wallet", { body: { variant: "simple" } })).body).toEqual({ id: "main", variant: "simple", provider: "standard" });
    expect((await call("POST", "/simulator/api/wallet", { body: { provider: "paynl" } })).body).toMatchObject({ variant: "simple", provider: "paynl" });
    const wallet = (await call("GET", "/api/member/wallet?lang=nl")).body as unknown as { variant: string; paymentOptions: { id: unknown }[] };
    expect(wallet.variant).toBe("simple");
    expect(wallet.paymentOptions.map((o) => o.id)).toEqual([709, 10, 436, 553, 595]);
    for (const body of [{}, { variant: "grid" }, { provider: "paypal" }]) expect((await call("POST", "/simulator/api/wallet", { body })).status).toBe(400);
    await call("POST", "/simulator/api/wallet", { body: { variant: "drawer", provider: "standard" } });
  });
});

describe("dial-in on the Node host", () => {
  it("rings a call from QA, confirms the pin, follows it on the member socket and credits its duration", async () => {
    await call("POST", "/simulator/api/reset", { body: {} });
    const token = await signUp("caller@example.com");
    const socket = await listen(token);
    const ivr = await call("GET", "/api/member/payment/ivr?fingerprint=fp-caller", { token });
    expect(ivr.body).toMatchObject({ session: expect.stringMatching(/^ivr-\d+$/), tariff: 0.8, ttl: 60, flag: "nl" });
    const session = ivr.body.session as string;

    expect((await call("POST", "/simulator/api/dial-in/ivr-999/call")).status).toBe(404);
    const rang = await call("POST", `/simulator/api/dial-in/${session}/call`);
    expect(rang.status).toBe(200);
    const pin = rang.body.pin as string;
    expect(pin).toMatch(/^\d{4}$/);
    expect((await call("POST", `/simulator/api/dial-in/${session}/call`)).status).toBe(409);

    const wrong = pin === "0000" ? "1111" : "0000";
    const pay = (pincode: string) =>
      call("POST", "/api/member/payment/dial-in", { token, body: { username: "guest-7654321", provider: "paynl", fingerprint: "fp-caller", pincode } });
    expect(await pay(wrong)).toMatchObject({ status: 400, body: { label: "badRequest.dialIn.pin" } });
    expect(await pay(pin)).toMatchObject({ status: 200, body: true });

    expect((await call("POST", `/simulator/api/dial-in/${session}`, { body: { state: "in_call" } })).body).toMatchObject({ call: { state: "in_call", member: 1 } });
    expect((await call("POST", `/simulator/api/dial-in/${session}`, { body: { state: "expired" } })).status).toBe(409);
    expect((await call("POST", `/simulator/api/dial-in/${session}`, { body: { state: "ringing" } })).status).toBe(400);
    expect((await call("POST", "/simulator/api/dial-in/ivr-999", { body: { state: "ended" } })).status).toBe(404);
    expect((await call("GET", `/api/member/verify/dial-in?session=${session}`)).body).toEqual({ session, state: "in_call" });
    // The host's clock runs: a call lasts as long as it really did (here about a second).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const ended = await call("POST", `/simulator/api/dial-in/${session}`, { body: { state: "ended" } });
    const credited = (ended.body.call as { credited: number }).credited;
    expect(credited).toBeGreaterThanOrEqual(1);
    expect(credited).toBeLessThan(10);

    expect(await socket.after(4)).toEqual([
      ["dial-in-status", { state: "pending", session }],
      ["dial-in-status", { state: "in_call", session }],
      ["dial-in-status", { state: "ended", session }],
      ["updated-credits", { credits: credited }],
    ]);
    const listed = (await call("GET", "/simulator/api/dial-in")).body as unknown as { session: string; call: { pin: string; state: string } | null }[];
    expect(listed[0]).toMatchObject({ session, call: { pin, state: "ended" } });
    const flag = await fetch(`${base}/simulator/flags/be.svg`);
    expect(flag.headers.get("content-type")).toContain("image/svg+xml");
  });

  it("plays scenarios by name, on the newest pending payment or IVR session", async () => {
    const scenarios = (await call("GET", "/simulator/api/scenarios")).body as unknown as { name: string; title: string }[];
    expect(scenarios.map((s) => s.title)).toEqual([
      "Payment succeeds after 3 s", "Payment fails (anti-fraud) after 3 s", "Dial-in: call → in call after 2 s → ended after 65 s",
      "Chat: a busy room for 60 s", "Chat: flood a room (rate messages a second for n s)",
      "VIP: the performer accepts the next request after 2 s", "VIP: the performer declines the next request after 2 s",
      "Tips: fake tippers tip in a room (rate tips a second for n s)",
    ]);
    await call("POST", "/simulator/api/reset", { body: {} });
    expect((await call("POST", "/simulator/api/scenarios/nope")).status).toBe(404);
    expect((await call("POST", "/simulator/api/scenarios/payment-success")).status).toBe(409);
    expect((await call("POST", "/simulator/api/scenarios/dial-in-call")).status).toBe(409);

    const token = await signUp("scripted@example.com");
    const { session } = (await startPayment(token, "k-s")).body as unknown as { session: string };
    const played = await call("POST", "/simulator/api/scenarios/payment-anti-fraud", { body: {} });
    expect(played.body).toMatchObject({ name: "payment-anti-fraud", target: session, steps: [{ delayMs: 3000, event: { type: "payment.session.settled", id: session, reason: 299 } }] });
    const ivr = (await call("GET", "/api/member/payment/ivr?fingerprint=fp-s")).body.session as string;
    const dial = await call("POST", "/simulator/api/scenarios/dial-in-call", { body: { session: ivr } });
    expect(dial.body).toMatchObject({ target: ivr, pin: expect.stringMatching(/^\d{4}$/) });
    expect((dial.body.steps as { delayMs: number }[]).map((s) => s.delayMs)).toEqual([0, 2000, 65000]);
    // A reset stops them (qa-scenarios.test.ts follows them with fake timers).
    await call("POST", "/simulator/api/reset", { body: {} });
  });

  it("shows payments, dial-in calls and scenarios on the QA console", async () => {
    const html = await fetch(`${base}/simulator`).then((r) => r.text());
    for (const id of ['id="payments"', 'id="dial-in"', 'id="scenarios"', 'id="wallet-variant"', 'id="fail-reason"']) expect(html).toContain(id);
    expect(html).toContain("POST /simulator/api/payments/{id}");
    const script = await fetch(`${base}/simulator/console.js`).then((r) => r.text());
    for (const path of ['request("/payments")', 'request("/dial-in")', '"/scenarios/"', '"/dial-in/"']) expect(script).toContain(path);
  });
});
