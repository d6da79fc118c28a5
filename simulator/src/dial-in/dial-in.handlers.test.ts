import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setupServer } from "msw/node";
import { memberApi, paymentApi, type DialInPhoneNumber, type IvrSession } from "@camstage/core";
import { createWorld, replayWorld } from "../simulated-world";
import { createHandlers } from "../simulated-handlers";
import { nodeMemberCrypto } from "../members/member-crypto-node";
import { addMember, callEndpoint as call, creditsOf, TEST_ORIGIN } from "../testing/call-endpoint";
import { qaIvrSessions, startCall } from "../console/qa-dial-in";
import { createMemberSocket, type MemberSocketEventName } from "../socket/member-socket";
import { callCredits } from "./dial-in.reducer";
import { canMove } from "./dial-in.schema";

const crypto = nodeMemberCrypto("test-secret");
const world = createWorld(1);
let time = 0;
const now = () => world.getState().clock + time;
const server = setupServer(...createHandlers(world, { crypto, now }));

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  world.dispatch({ type: "world.reset" });
  time = 0;
});
afterAll(() => server.close());

let anna = "";
beforeEach(async () => {
  anna = await addMember(world, crypto, 1);
});

const ivr = async (fingerprint = "fp-1", token?: string) => {
  const reply = await call(paymentApi.ivr, { query: { fingerprint }, ...(token ? { token } : {}) });
  expect(reply.status).toBe(200);
  return reply.body as IvrSession;
};
const numbers = async (query: Record<string, string>) => call(paymentApi.dialInNumbers, { query });
const pay = (body: Record<string, unknown>, token?: string) =>
  call(paymentApi.dialIn, { body: { username: "guest-1234567", provider: "paynl", fingerprint: "fp-1", pincode: "0000", ...body }, ...(token ? { token } : {}) });
const verify = async (session: string) => (await call(paymentApi.verifyDialIn, { query: { session } })).body;
const move = (session: string, state: "in_call" | "ended" | "expired") => world.dispatch({ type: "dial-in.call.moved", session, state, at: now() });
const ring = (session: string) => {
  const started = startCall(world, session, now());
  if (!started.ok) throw new Error(started.problem);
  return started.pin;
};

describe("GET /payment/ivr", () => {
  it("creates an IVR session for a guest with the §3 defaults", async () => {
    const session = await ivr();
    expect(session).toEqual({
      session: "ivr-1", callednumber: "+319062020444", displaynumber: "0906 2020 444", tariff: 0.8, ttl: 60, expiresAt: now() + 60_000, flag: "nl",
    });
    expect(world.getState().ivrSessions[0]).toMatchObject({ session: "ivr-1", fingerprint: "fp-1", member: null, call: null });
  });

  it("returns the still-valid session, and a new one once it expired or its call finished", async () => {
    const first = await ivr();
    time = 59_999;
    expect(await ivr()).toEqual(first);
    expect((await ivr("fp-2")).session).toBe("ivr-2");
    time = 60_000;
    const second = await ivr();
    expect(second.session).toBe("ivr-3");
    // A ringing call keeps its session in use past the ttl.
    ring("ivr-3");
    time = 500_000;
    expect((await ivr()).session).toBe("ivr-3");
    move("ivr-3", "ended");
    expect((await ivr()).session).toBe("ivr-4");
  });

  it("keeps a member's sessions apart from the guest's on the same device", async () => {
    expect((await ivr("fp-1")).session).toBe("ivr-1");
    expect((await ivr("fp-1", anna)).session).toBe("ivr-2");
    expect(world.getState().ivrSessions[1]?.member).toBe(1);
    expect((await call(paymentApi.ivr, { query: { fingerprint: "fp-1" }, token: "bad" })).status).toBe(403);
    expect(await call(paymentApi.ivr, { query: {} })).toMatchObject({ status: 400, label: "badRequest.invalid.query" });
  });
});

describe("GET /payment/dial-in (phone numbers)", () => {
  const ids = async (query: Record<string, string>) => ((await numbers(query)).body as DialInPhoneNumber[]).map((n) => n.id);

  it("answers NL, BE and DE with the asked country first, else NL first", async () => {
    expect(await ids({ provider: "paynl" })).toEqual(["NL", "BE", "DE"]);
    expect(await ids({ provider: "paynl", country: "BE" })).toEqual(["BE", "NL", "DE"]);
    expect(await ids({ provider: "paynl", country: "de" })).toEqual(["DE", "NL", "BE"]);
    expect(await ids({ provider: "paynl", country: "NL" })).toEqual(["NL", "BE", "DE"]);
    expect(await ids({ provider: "paynl", country: "FR" })).toEqual(["NL", "BE", "DE"]);
  });

  it("points at local flags the simulator serves, with a number and tariff each", async () => {
    const list = (await numbers({ provider: "paynl" })).body as DialInPhoneNumber[];
    for (const entry of list) {
      expect(entry.image).toBe(`/simulator/flags/${entry.id.toLowerCase()}.svg`);
      expect(entry.options[0].number).toMatch(/^09\d/);
      expect(entry.options[0].tariff).toBeGreaterThan(0);
      const flag = await fetch(`${TEST_ORIGIN}${entry.image}`);
      expect(flag.headers.get("content-type")).toContain("image/svg+xml");
      expect((await flag.text()).match(/<rect /g)).toHaveLength(3);
    }
    expect(list[0]?.options[0].tariff).toBe(0.8);
    expect((await fetch(`${TEST_ORIGIN}/simulator/flags/fr.svg`)).status).toBe(404);
  });

  it("knows only the paynl provider", async () => {
    expect(await numbers({ provider: "standard" })).toMatchObject({ status: 400, label: "badRequest.dialIn.provider" });
    expect(await numbers({})).toMatchObject({ status: 400, label: "badRequest.invalid.query" });
  });
});

describe("POST /payment/dial-in (pin)", () => {
  it("answers notFound when the visitor's session has no waiting call", async () => {
    expect(await pay({})).toMatchObject({ status: 400, label: "badRequest.dialIn.notFound" });
    await ivr();
    expect(await pay({})).toMatchObject({ status: 400, label: "badRequest.dialIn.notFound" });
    const pin = ring("ivr-1");
    move("ivr-1", "in_call");
    expect(await pay({ pincode: pin })).toMatchObject({ status: 400, label: "badRequest.dialIn.notFound" });
  });

  it("refuses a wrong pin and links a guest's call to the anonymous username", async () => {
    await ivr();
    const pin = ring("ivr-1");
    const wrong = pin === "1234" ? "4321" : "1234";
    for (const pincode of [wrong, "12", "abcd", ""]) expect(await pay({ pincode })).toMatchObject({ status: 400, label: "badRequest.dialIn.pin" });
    expect(await pay({ pincode: pin, fingerprint: "fp-other" })).toMatchObject({ status: 400, label: "badRequest.dialIn.notFound" });
    expect(await pay({ pincode: pin, provider: "standard" })).toMatchObject({ status: 400, label: "badRequest.dialIn.provider" });
    expect(world.getState().ivrSessions[0]?.call).toMatchObject({ member: null, username: null });
    expect(await pay({ pincode: ` ${pin} ` })).toMatchObject({ status: 200, body: true });
    expect(world.getState().ivrSessions[0]?.call).toMatchObject({ state: "pending", member: null, username: "guest-1234567" });
  });

  it("links a member's call (found by fingerprint or by the member's own session)", async () => {
    await ivr("fp-phone", anna);
    const pin = ring("ivr-1");
    expect(await pay({ pincode: pin, fingerprint: "fp-laptop" }, anna)).toMatchObject({ status: 200 });
    expect(world.getState().ivrSessions[0]?.call).toMatchObject({ member: 1, username: "member1" });
  });
});

describe("GET /verify/dial-in and call credits", () => {
  it("reports the call state, and pending for a session without a call or an unknown one", async () => {
    expect(await verify("ivr-404")).toEqual({ session: null, state: "pending" });
    await ivr();
    expect(await verify("ivr-1")).toEqual({ session: "ivr-1", state: "pending" });
    ring("ivr-1");
    expect(await verify("ivr-1")).toEqual({ session: "ivr-1", state: "pending" });
    move("ivr-1", "in_call");
    expect(await verify("ivr-1")).toEqual({ session: "ivr-1", state: "in_call" });
    move("ivr-1", "ended");
    expect(await verify("ivr-1")).toEqual({ session: "ivr-1", state: "ended" });
  });

  it("credits the member one credit per whole second in call, exactly once", async () => {
    await ivr("fp-1", anna);
    const pin = ring("ivr-1");
    await pay({ pincode: pin }, anna);
    time = 2_000;
    move("ivr-1", "in_call");
    time = 2_000 + 90_999;
    move("ivr-1", "ended");
    expect((await call(memberApi.credits, { token: anna })).body).toEqual({ credits: 90 });
    expect(world.getState().ivrSessions[0]?.call).toMatchObject({ state: "ended", credited: 90, connectedAt: now() - 90_999, endedAt: now() });
    // Ended is final: ending again, or expiring, changes nothing.
    time += 60_000;
    move("ivr-1", "ended");
    move("ivr-1", "expired");
    expect(creditsOf(world, 1)).toBe(90);
    expect(replayWorld(world.recording()).getState().members[0]?.credits).toBe(90);
  });

  it("credits nothing for a call that never went in call, nor for a guest's call", async () => {
    await ivr("fp-1", anna);
    const pin = ring("ivr-1");
    await pay({ pincode: pin }, anna);
    time = 30_000;
    move("ivr-1", "ended");
    expect(creditsOf(world, 1)).toBe(0);
    await ivr("fp-guest");
    const guestPin = ring("ivr-2");
    await pay({ pincode: guestPin, fingerprint: "fp-guest" });
    move("ivr-2", "in_call");
    time = 100_000;
    move("ivr-2", "ended");
    expect(world.getState().ivrSessions[1]?.call).toMatchObject({ state: "ended", credited: 70, member: null });
    expect(creditsOf(world, 1)).toBe(0);
  });

  it("credits the member who asked for the IVR session when the call ends without a pin (mobile \"call me\")", async () => {
    const sent: { to: string; event: MemberSocketEventName; payload: unknown }[] = [];
    const socket = createMemberSocket(world, async () => undefined, {
      emitTo: (to, event, payload) => void sent.push({ to, event, payload }),
      disconnectRoom: () => undefined,
    });
    try {
      await ivr("fp-phone", anna);
      ring("ivr-1");
      time = 3_000;
      move("ivr-1", "in_call");
      time = 3_000 + 75_400;
      move("ivr-1", "ended");
      expect(creditsOf(world, 1)).toBe(75);
      expect((await call(memberApi.credits, { token: anna })).body).toEqual({ credits: 75 });
      // The QA listing: no pin linked the call, the session names its member, the call what it credited.
      expect(qaIvrSessions(world)[0]).toMatchObject({ session: "ivr-1", member: 1, call: { state: "ended", member: null, username: null, credited: 75 } });
      expect(sent.filter((s) => s.event === "updated-credits")).toEqual([{ to: "member:1", event: "updated-credits", payload: { credits: 75 } }]);
      expect(replayWorld(world.recording()).getState().members[0]?.credits).toBe(75);
    } finally {
      socket.dispose();
    }
  });

  it("credits the member whose pin linked the call rather than the one who asked for the session", async () => {
    const bert = await addMember(world, crypto, 2);
    await ivr("fp-1", anna);
    const pin = ring("ivr-1");
    await pay({ pincode: pin }, bert);
    move("ivr-1", "in_call");
    time = 61_000;
    move("ivr-1", "ended");
    expect([creditsOf(world, 1), creditsOf(world, 2)]).toEqual([0, 61]);
  });

  it("credits nobody for a guest's session ended without a pin", async () => {
    await ivr("fp-guest");
    ring("ivr-1");
    move("ivr-1", "in_call");
    time = 45_000;
    move("ivr-1", "ended");
    expect(world.getState().ivrSessions[0]).toMatchObject({ member: null, call: { state: "ended", member: null, credited: 45 } });
    expect(creditsOf(world, 1)).toBe(0);
    expect(world.getState().members.map((m) => m.credits)).toEqual([0]);
  });

  it("moves only along pending → in call → ended, pending → ended or expired", () => {
    expect(canMove("pending", "in_call") && canMove("pending", "ended") && canMove("pending", "expired") && canMove("in_call", "ended")).toBe(true);
    expect([canMove("in_call", "expired"), canMove("in_call", "in_call"), canMove("ended", "in_call"), canMove("expired", "ended")]).toEqual([false, false, false, false]);
    expect(callCredits({ connectedAt: null }, 99_000)).toBe(0);
    expect(callCredits({ connectedAt: 1_000 }, 500)).toBe(0);
    expect(callCredits({ connectedAt: 1_000 }, 61_999)).toBe(60);
  });
});
