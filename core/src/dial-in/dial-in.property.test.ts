import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SimulatedClock, createActor, type Actor } from "xstate";
import { TIMINGS_MS } from "../constants";
import type { DialInPhoneNumber, DialInStatusResponse } from "../domain/ivr.schema";
import { controllable, settle } from "../testing/machine-model";
import { connectDialIn } from "./dial-in.connect";
import { IVR, NUMBERS } from "./dial-in.fixture";
import { dialInMachine } from "./dial-in.machine";
import type { DialInEvent, DialInPayRequest, IvrCacheEntry, IvrSessionLoaded } from "./dial-in.schema";

const T0 = 1_718_000_000_000;

interface Real {
  readonly actor: Actor<typeof dialInMachine>;
  readonly clock: SimulatedClock;
  readonly ivr: ReturnType<typeof controllable<IvrSessionLoaded, void>>;
  readonly numbers: ReturnType<typeof controllable<readonly DialInPhoneNumber[], { provider: string }>>;
  readonly pay: ReturnType<typeof controllable<unknown, DialInPayRequest>>;
  readonly status: ReturnType<typeof controllable<DialInStatusResponse, { session: string }>>;
  readonly cache: { entry: IvrCacheEntry | null };
}
/** Pins the platform refused, and since when the call has shown "ended" without a break. */
interface Model {
  readonly refused: Set<string>;
  endedSince: number | null;
  /** Since when the call has been waiting for its next poll. */
  waitingSince: number | null;
}
type Cmd = fc.AsyncCommand<Model, Real>;

const view = (r: Real) => connectDialIn(r.actor.getSnapshot(), r.actor.send);

function invariants(m: Model, r: Real, before: ReturnType<typeof view>) {
  const v = view(r);
  const call = (r.actor.getSnapshot().value as { call: unknown }).call;
  expect(v.state.active).toBe(v.call === "inCall");
  if (v.call === "pending" || v.call === "inCall") expect(v.state.session).not.toBeNull();
  // Following a call is one status check at a time, and only while verifying or polling.
  expect(r.status.isPending).toBe(v.call === "verifying" || (typeof call === "object" && call !== null && (call as { pending?: string }).pending === "checking"));
  // A call that ended or expired leaves no cached IVR session behind (§4).
  if ((v.call === "ended" || v.call === "expired") && before.call !== v.call) expect(r.cache.entry).toBeNull();
  if (v.drawer === "reopening" && before.drawer !== "reopening") expect(r.cache.entry).toBeNull();
  const waiting = typeof call === "object" && call !== null && (call as { pending?: string }).pending === "waiting";
  if (!waiting) m.waitingSince = null;
  else if (m.waitingSince === null) m.waitingSince = r.clock.now();
  // An ended call resets after 3 s (§9).
  if (v.call !== "ended") m.endedSince = null;
  else if (m.endedSince === null) m.endedSince = r.clock.now();
  if (m.endedSince !== null) expect(r.clock.now() - m.endedSince).toBeLessThan(TIMINGS_MS.dialInReset);
}

class Send implements Cmd {
  constructor(readonly event: DialInEvent) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const before = view(r);
    const pays = r.pay.calls.length;
    r.actor.send(this.event);
    for (const call of r.pay.calls.slice(pays)) {
      // Only a 4-digit pin the platform has not refused is ever sent (§5).
      expect(call.pincode).toMatch(/^[0-9]{4}$/);
      expect(m.refused.has(call.pincode)).toBe(false);
      expect(call.username).toMatch(/^guest-[0-9]{7}$/);
    }
    invariants(m, r, before);
  }
  toString = () => JSON.stringify(this.event);
}

class Tick implements Cmd {
  constructor(readonly ms: number) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const before = view(r);
    const checks = r.status.calls.length;
    const since = m.waitingSince;
    r.clock.increment(this.ms);
    // While pending the status is polled every 1 s (§9), never while a check is unanswered.
    const polled = r.status.calls.length - checks;
    expect(polled).toBe(since !== null && r.clock.now() - since >= TIMINGS_MS.dialInPoll ? 1 : 0);
    invariants(m, r, before);
  }
  toString = () => `tick(${this.ms})`;
}

/** Answers (or fails) whichever call is in flight, the pay call first. */
class Answer implements Cmd {
  constructor(readonly ok: boolean, readonly state: string, readonly session: string | null) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const before = view(r);
    if (r.pay.isPending) {
      const pin = r.pay.calls.at(-1)?.pincode ?? "";
      if (this.ok) r.pay.resolve(true);
      else {
        m.refused.add(pin);
        r.pay.reject(new Error("400"));
      }
    } else if (r.ivr.isPending) {
      if (this.ok) {
        r.ivr.resolve({ session: IVR, receivedAt: r.clock.now() });
        await settle();
        // §9 the IVR session is cached for its ttl from when it arrived.
        expect(r.cache.entry).toEqual({ session: IVR, expiresAt: r.clock.now() + IVR.ttl * 1000 });
      } else r.ivr.reject(new Error("500"));
    } else if (r.numbers.isPending) {
      if (this.ok) r.numbers.resolve(NUMBERS);
      else r.numbers.reject(new Error("500"));
    } else if (r.status.isPending) {
      if (this.ok) r.status.resolve({ state: this.state, session: this.session });
      else r.status.reject(new Error("500"));
    }
    await settle();
    invariants(m, r, before);
  }
  toString = () => `answer(${this.ok}, ${this.state}, ${this.session})`;
}

/** Opens the drawer at the clock's time (the IVR cache's freshness is judged against it). */
class OpenNow implements Cmd {
  constructor(readonly mobile: boolean) {}
  check = () => true;
  async run(m: Model, r: Real) {
    await new Send({ type: "dialIn.open", now: r.clock.now(), mobile: this.mobile, geoCountry: "be" }).run(m, r);
  }
  toString = () => `open(${this.mobile})`;
}

/** Mounts at the clock's time with a cached IVR session that is fresh, stale or unreadable. */
class Mount implements Cmd {
  constructor(readonly mobile: boolean, readonly cached: "fresh" | "stale" | "garbage") {}
  check = () => true;
  async run(m: Model, r: Real) {
    const now = r.clock.now();
    const cached = this.cached === "garbage" ? "{" : JSON.stringify({ session: IVR, expiresAt: this.cached === "fresh" ? now + 1000 : now });
    await new Send({ type: "dialIn.mount", now, mobile: this.mobile, cached }).run(m, r);
  }
  toString = () => `mount(${this.mobile}, ${this.cached})`;
}

/** A status check's answer may say anything; the socket's report is decoded by the member socket's schema first. */
const state = fc.constantFrom("pending", "in_call", "in-call", "ended", "expired", "ringing");
const session = fc.constantFrom("ivr-1", "ivr-1", null);
const socketState = fc.constantFrom("pending", "in_call", "ended", "expired");
const command: fc.Arbitrary<Cmd> = fc.oneof(
  { weight: 2, arbitrary: fc.boolean().map((mobile): Cmd => new OpenNow(mobile)) },
  { weight: 1, arbitrary: fc.constant(new Send({ type: "dialIn.close" })) },
  { weight: 1, arbitrary: fc.tuple(fc.boolean(), fc.constantFrom("fresh" as const, "stale" as const, "garbage" as const)).map(([mobile, cached]): Cmd => new Mount(mobile, cached)) },
  { weight: 2, arbitrary: fc.constantFrom("NL", "be", "FR").map((country) => new Send({ type: "dialIn.country.select", country })) },
  { weight: 1, arbitrary: fc.constant(new Send({ type: "dialIn.back" })) },
  { weight: 3, arbitrary: fc.constantFrom("1234", "4321", "12", "", "12a4").map((value) => new Send({ type: "dialIn.pin.input", value })) },
  { weight: 1, arbitrary: fc.constant(new Send({ type: "dialIn.pin.focus" })) },
  { weight: 3, arbitrary: fc.constant(new Send({ type: "dialIn.pin.submit" })) },
  { weight: 1, arbitrary: fc.constant(new Send({ type: "dialIn.callMe" })) },
  { weight: 1, arbitrary: fc.constant(new Send({ type: "dialIn.reset" })) },
  { weight: 1, arbitrary: fc.constant(new Send({ type: "socket.member.connected" })) },
  { weight: 1, arbitrary: fc.constant(new Send({ type: "socket.member.disconnected", reason: "transport close" })) },
  { weight: 2, arbitrary: socketState.map((s) => new Send({ type: "socket.member.dialInStatus", state: s, session: "ivr-1" })) },
  { weight: 4, arbitrary: fc.tuple(fc.boolean(), state, session).map(([ok, s, id]) => new Answer(ok, s, id)) },
  { weight: 3, arbitrary: fc.constantFrom(50, 100, 999, 1000, 3000, 61_000).map((ms) => new Tick(ms)) },
);

function setup(): { model: Model; real: Real } {
  const clock = new SimulatedClock();
  clock.set(T0);
  const ivr = controllable<IvrSessionLoaded, void>();
  const numbers = controllable<readonly DialInPhoneNumber[], { provider: string }>();
  const pay = controllable<unknown, DialInPayRequest>();
  const status = controllable<DialInStatusResponse, { session: string }>();
  const cache: Real["cache"] = { entry: null };
  const actor = createActor(
    dialInMachine.provide({
      actors: { loadIvrSession: ivr.logic, loadPhoneNumbers: numbers.logic, payDialIn: pay.logic, checkStatus: status.logic },
      actions: { writeIvrCache: (_, { entry }) => void (cache.entry = entry), clearIvrCache: () => void (cache.entry = null) },
    }),
    { clock },
  ).start();
  return { model: { refused: new Set(), endedSince: null, waitingSince: null }, real: { actor, clock, ivr, numbers, pay, status, cache } };
}

describe("dial-in properties", () => {
  it("only valid, unrefused pins are sent; polling is one check at a time and only while pending; ended resets within 3 s", async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands([command], { maxCommands: 50, size: "max" }), async (cmds) => {
        const { model, real } = setup();
        await fc.asyncModelRun(() => ({ model, real }), cmds);
        real.actor.stop();
      }),
      { numRuns: 200 },
    );
  });

  // Regression (seed 716041285): a pin confirmed while an asked-for call was already pending restarted the poll timer.
  it("keeps polling every 1 s when the pin is confirmed during a pending call", async () => {
    const { model, real } = setup();
    await fc.asyncModelRun(() => ({ model, real }), [
      new OpenNow(false),
      new Send({ type: "dialIn.country.select", country: "NL" }),
      new Answer(true, "pending", "ivr-1"),
      new Send({ type: "dialIn.callMe" }),
      new Tick(50),
      new Send({ type: "dialIn.pin.input", value: "1234" }),
      new Send({ type: "dialIn.pin.submit" }),
      new Answer(true, "pending", "ivr-1"),
      new Tick(999),
    ]);
    expect(real.status.calls).toHaveLength(1);
    real.actor.stop();
  });

  // Regression (seed -969828015): a second "pending" report 50 ms in used to restart the 1 s poll timer.
  it("keeps polling every 1 s through a repeated pending report", async () => {
    const { model, real } = setup();
    const pending = new Send({ type: "socket.member.dialInStatus", state: "pending", session: "ivr-1" });
    await fc.asyncModelRun(() => ({ model, real }), [pending, new Tick(50), pending, new Tick(999)]);
    expect(real.status.calls).toHaveLength(1);
    real.actor.stop();
  });
});
