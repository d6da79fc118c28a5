import { expect } from "vitest";
import { createActor, type AnyMachineSnapshot } from "xstate";
import type { DialInPhoneNumber, DialInStatusResponse } from "../domain/ivr.schema";
import { PlatformHttpError } from "../platform/platform-error";
import { TOO_MANY_REQUESTS_LABEL } from "../platform/retry-after";
import { validatePin } from "../rules/pin.rules";
import { controllable, type ModelPath } from "../testing/machine-model";
import { describeModel } from "../testing/model-test";
import type { DialInSnapshot } from "./dial-in.badge";
import { connectDialIn } from "./dial-in.connect";
import { IVR, NUMBERS } from "./dial-in.fixture";
import type { DialInContext } from "./dial-in.context";
import { dialInMachine } from "./dial-in.machine";
import type { DialInPayRequest, IvrSessionLoaded } from "./dial-in.schema";

const T0 = 1_718_000_123_456;
const fresh = JSON.stringify({ session: IVR, expiresAt: T0 + 60_000 });
const status = (state: string, session: string | null = "ivr-1") => ({ state, session });
const samples = {
  "dialIn.mount": [
    { type: "dialIn.mount", now: T0, mobile: false, cached: fresh },
    { type: "dialIn.mount", now: T0, mobile: true, cached: fresh },
    { type: "dialIn.mount", now: T0, mobile: false, cached: null },
  ],
  "dialIn.open": [{ type: "dialIn.open", now: T0, mobile: false, geoCountry: "de" }],
  "dialIn.close": [{ type: "dialIn.close" }],
  "dialIn.country.select": [{ type: "dialIn.country.select", country: "NL" }],
  "dialIn.back": [{ type: "dialIn.back" }],
  "dialIn.pin.input": [{ type: "dialIn.pin.input", value: "1234" }],
  "dialIn.pin.focus": [{ type: "dialIn.pin.focus" }],
  "dialIn.pin.submit": [{ type: "dialIn.pin.submit" }],
  "dialIn.callMe": [{ type: "dialIn.callMe" }],
  "dialIn.nickname": [{ type: "dialIn.nickname", nickname: "Bo" }],
  "dialIn.reset": [{ type: "dialIn.reset" }],
  "socket.member.connected": [{ type: "socket.member.connected" }],
  "socket.member.disconnected": [{ type: "socket.member.disconnected", reason: "transport close" }],
  "socket.member.dialInStatus": [
    { type: "socket.member.dialInStatus", ...status("pending") },
    { type: "socket.member.dialInStatus", ...status("in_call") },
    { type: "socket.member.dialInStatus", ...status("ended") },
    { type: "socket.member.dialInStatus", ...status("expired") },
  ],
  "xstate.done.actor.loadIvrSession": [{ type: "xstate.done.actor.loadIvrSession", output: { session: IVR, receivedAt: T0 } }],
  "xstate.error.actor.loadIvrSession": [{ type: "xstate.error.actor.loadIvrSession", error: "500" }],
  "xstate.done.actor.loadPhoneNumbers": [{ type: "xstate.done.actor.loadPhoneNumbers", output: NUMBERS }],
  "xstate.error.actor.loadPhoneNumbers": [{ type: "xstate.error.actor.loadPhoneNumbers", error: "500" }],
  "xstate.done.actor.payDialIn": [{ type: "xstate.done.actor.payDialIn", output: true }],
  "xstate.error.actor.payDialIn": [
    { type: "xstate.error.actor.payDialIn", error: "400" },
    { type: "xstate.error.actor.payDialIn", error: new PlatformHttpError({ method: "POST", path: "/payment/dial-in" }, 429, TOO_MANY_REQUESTS_LABEL, { retryAfter: 60 }) },
  ],
  "xstate.done.actor.verifyStatus": [
    { type: "xstate.done.actor.verifyStatus", output: status("in_call") },
    { type: "xstate.done.actor.verifyStatus", output: status("ended") },
    { type: "xstate.done.actor.verifyStatus", output: status("pending") },
  ],
  "xstate.error.actor.verifyStatus": [{ type: "xstate.error.actor.verifyStatus", error: "500" }],
  "xstate.done.actor.checkStatus": [
    { type: "xstate.done.actor.checkStatus", output: status("pending", null) },
    { type: "xstate.done.actor.checkStatus", output: status("pending") },
    { type: "xstate.done.actor.checkStatus", output: status("in-call") },
    { type: "xstate.done.actor.checkStatus", output: status("ended") },
    { type: "xstate.done.actor.checkStatus", output: status("expired") },
    { type: "xstate.done.actor.checkStatus", output: status("ringing") },
  ],
  "xstate.error.actor.checkStatus": [{ type: "xstate.error.actor.checkStatus", error: "500" }],
};

// The two regions multiply, so the graph keeps the drawer in detail only while no call is followed and the
// call in detail only while the drawer is closed (the regions meet only in the few transitions that target
// both); of the context it keeps what guards read. Every transition is still taken: the first test checks it.
const initial = JSON.stringify(createActor(dialInMachine).getSnapshot().context);
const serializeState = (s: AnyMachineSnapshot) => {
  const c = s.context as DialInContext;
  const value = s.value as { drawer: unknown; call: unknown };
  const open = typeof value.drawer === "object" && value.drawer !== null ? (value.drawer as { open: { ivr: string; numbers: string; step: unknown } }).open : null;
  const flags = [c.ivr !== null, c.initialized, c.session !== null, JSON.stringify(c) === initial];
  if (value.call === "idle") {
    const drawer = open ? { ivr: open.ivr, numbers: open.numbers === "loading", step: open.step } : value.drawer;
    return JSON.stringify([drawer, "idle", ...flags, open !== null && typeof open.step === "object" && validatePin(c.pin, c.rejectedPins).ok]);
  }
  if (value.drawer === "closed") return JSON.stringify(["closed", value.call, ...flags, c.session !== null && c.socketDropped, value.call === "verifying" && c.mobile]);
  // A pin may also be confirmed while an asked-for call is pending: keep the pin step of the drawer then.
  const pinStep = open !== null && typeof open.step === "object" ? [open.step, validatePin(c.pin, c.rejectedPins).ok] : "open";
  return JSON.stringify([open ? (typeof value.call === "object" ? pinStep : "open") : value.drawer, typeof value.call === "string" ? value.call : "pending", ...flags]);
};
// A timer fires first in real time only if no other timer is running: replaying a path where two run would
// fire both, so those paths are left to the coverage check (the real-time ones still take every transition).
const timersRunning = (state: AnyMachineSnapshot) => state._nodes.filter((node) => node.after.length > 0).length;
// Replaying all ~4600 paths takes seconds on a shared machine. Each path is a shortest path plus one edge of
// the graph, so replay, in a fixed order, every path whose last edge takes a transition no earlier one took,
// and every 10th path besides.
const lastEdge = (path: ModelPath): string[] => {
  const [before, last] = path.steps.slice(-2);
  if (!before || !last) return [];
  return dialInMachine.getTransitionData(before.state as never, last.event as never).map((t) => `${t.source.id}|${t.eventType}|${t.source.transitions.get(t.eventType)?.indexOf(t) ?? -1}`);
};
const replayedPaths = (paths: ModelPath[]): ModelPath[] => {
  const realTime = paths.filter((path) =>
    path.steps.every((step, i) => !step.event.type.startsWith("xstate.after.") || timersRunning(path.steps[i - 1]?.state ?? step.state) <= 1),
  );
  const seen = new Set<string>();
  return realTime.filter((path, i) => {
    const fresh = lastEdge(path).filter((key) => !seen.has(key));
    for (const key of fresh) seen.add(key);
    return fresh.length > 0 || i % 10 === 0;
  });
};

describeModel("dial-in", {
  machine: dialInMachine,
  samples,
  serializeState,
  startAt: T0,
  replayed: replayedPaths,
  effects: () => {
    const checkStatus = controllable<DialInStatusResponse, { session: string }>();
    return {
      loadIvrSession: controllable<IvrSessionLoaded, void>(),
      loadPhoneNumbers: controllable<readonly DialInPhoneNumber[], { provider: string }>(),
      payDialIn: controllable<unknown, DialInPayRequest>(),
      checkStatus,
      // The pin's first status check runs the same effect under its own invoke id.
      verifyStatus: checkStatus,
    };
  },
  expose: (snapshot) => connectDialIn(snapshot as DialInSnapshot, () => {}),
  states: {
    "drawer.closed": (view) => expect([view.drawer, view.isOpen]).toEqual(["closed", false]),
    "drawer.reopening": (view) => expect([view.drawer, view.isOpen]).toEqual(["reopening", false]),
    "drawer.open": (view) => expect([view.drawer, view.isOpen]).toEqual(["open", true]),
    "drawer.open.ivr.loading": (view) => expect(view.isLoading).toBe(true),
    "drawer.open.ivr.failed": (view) => expect(view.ivrFailed).toBe(true),
    "drawer.open.numbers.failed": (view) => expect(view.phoneNumbersFailed).toBe(true),
    // No pin to submit before a number is chosen.
    "drawer.open.step.country": (view) => expect([view.step, view.canSubmitPin, view.isSubmittingPin]).toEqual(["country", false, false]),
    "drawer.open.step.pin": (view) => expect(view.step).toBe("pin"),
    "drawer.open.step.pin.submitting": (view) => expect([view.isSubmittingPin, view.canSubmitPin]).toEqual([true, false]),
    // §2.5 the badge follows the call: none while idle, then waiting, connected, ended.
    "call.idle": (view) => expect(view.call).toBe("idle"),
    "call.verifying": (view) => expect(view.call).toBe("verifying"),
    // On mobile the call-me call shows no waiting badge (§2.5).
    "call.pending": (view) => expect([view.call, view.showBadge]).toEqual(["pending", !view.isMobile]),
    "call.inCall": (view) => expect([view.call, view.isActive, view.showBadge]).toEqual(["inCall", true, true]),
    "call.ended": (view) => expect([view.call, view.isActive]).toEqual(["ended", false]),
    "call.expired": (view) => expect([view.call, view.isActive]).toEqual(["expired", false]),
  },
});
