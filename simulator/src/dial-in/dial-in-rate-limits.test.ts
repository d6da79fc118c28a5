import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setupServer } from "msw/node";
import { paymentApi } from "@camstage/core";
import { createWorld } from "../simulated-world";
import { createHandlers } from "../simulated-handlers";
import { nodeMemberCrypto } from "../members/member-crypto-node";
import { callEndpoint as call } from "../testing/call-endpoint";
import { startCall } from "../console/qa-dial-in";

// ARCHITECTURE §7: the dial-in PIN is rate limited, so its 10 000 values cannot be walked.
const world = createWorld(1);
const now = () => world.getState().clock;
const server = setupServer(...createHandlers(world, { crypto: nodeMemberCrypto("test-secret"), now }));

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  world.dispatch({ type: "world.reset" });
});
afterAll(() => server.close());

const CLIENT = "x-simulator-client-address";
const pay = (pincode: string, { fingerprint = "fp-victim", client = "10.0.0.1" } = {}) =>
  call(paymentApi.dialIn, { body: { username: "guest-1234567", provider: "paynl", fingerprint, pincode }, headers: { [CLIENT]: client } });
/** A ringing call on the fingerprint's IVR session; answers its pin. */
const ringing = async (fingerprint = "fp-victim") => {
  const ivr = await call(paymentApi.ivr, { query: { fingerprint } });
  const started = startCall(world, (ivr.body as { session: string }).session, now());
  if (!started.ok) throw new Error(started.problem);
  return started.pin;
};
const wrongPins = (pin: string) => Array.from({ length: 10_000 }, (_, i) => String(i).padStart(4, "0")).filter((p) => p !== pin);

describe("dial-in PIN rate limit", () => {
  it("answers 429 with Retry-After after 5 wrong pins a minute for a call, from whichever client", async () => {
    const pin = await ringing();
    const wrong = wrongPins(pin);
    for (let i = 0; i < 5; i++) expect(await pay(wrong[i]!, { client: `10.0.0.${i}` })).toMatchObject({ status: 400, label: "badRequest.dialIn.pin" });
    const limited = await pay(pin, { client: "10.0.9.9" });
    expect(limited).toMatchObject({ status: 429, label: "tooManyRequests", body: { retryAfter: 60 } });
    expect(limited.headers.get("retry-after")).toBe("60");
    expect(world.getState().ivrSessions[0]?.call).toMatchObject({ state: "pending", username: null });
    world.dispatch({ type: "world.clock.advance", ms: 60_000 });
    expect(await pay(pin)).toMatchObject({ status: 200, body: true });
  });

  it("cannot be walked: of 200 concurrent guesses from 200 clients only 5 are checked, then even the right pin waits", async () => {
    const pin = await ringing();
    const replies = await Promise.all(wrongPins(pin).slice(0, 200).map((guess, i) => pay(guess, { client: `10.1.0.${i}` })));
    expect(replies.filter((r) => r.status === 400)).toHaveLength(5);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(195);
    expect((await pay(pin, { client: "10.2.0.1" })).status).toBe(429);
    expect(world.getState().ivrSessions[0]?.call?.username).toBeNull();
  });

  it("limits one client to 20 wrong pins a minute over many fingerprints", async () => {
    for (let i = 0; i < 21; i++) await ringing(`fp-${i}`);
    for (let i = 0; i < 20; i++) expect((await pay("99999", { fingerprint: `fp-${i}` })).status).toBe(400);
    expect((await pay("99999", { fingerprint: "fp-20" })).status).toBe(429);
    expect((await pay("99999", { fingerprint: "fp-20", client: "10.0.0.2" })).status).toBe(400);
  });

  it("is cleared by a world reset", async () => {
    await ringing();
    for (let i = 0; i < 5; i++) await pay("99999");
    expect((await pay("99999")).status).toBe(429);
    world.dispatch({ type: "world.reset" });
    const pin = await ringing();
    expect((await pay(pin)).status).toBe(200);
  });
});
