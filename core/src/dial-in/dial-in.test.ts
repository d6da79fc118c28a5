import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { SimulatedClock, createActor } from "xstate";
import type { DialInPhoneNumber, DialInStatusResponse } from "../domain/ivr.schema";
import { PlatformHttpError } from "../platform/platform-error";
import { TOO_MANY_REQUESTS_LABEL } from "../platform/retry-after";
import { controllable, settle } from "../testing/machine-model";
import { connectDialIn } from "./dial-in.connect";
import { IVR, NUMBERS } from "./dial-in.fixture";
import { dialInMachine } from "./dial-in.machine";
import { DialInEvent, decodeIvrCache, type DialInEmitted, type DialInPayRequest, type IvrCacheEntry, type IvrSessionLoaded } from "./dial-in.schema";

const T0 = 1_718_000_123_456;

function start() {
  const clock = new SimulatedClock();
  clock.set(T0);
  const ivr = controllable<IvrSessionLoaded, void>();
  const numbers = controllable<readonly DialInPhoneNumber[], { provider: string }>();
  const pay = controllable<unknown, DialInPayRequest>();
  const status = controllable<DialInStatusResponse, { session: string }>();
  const effects: string[] = [];
  const cache: { entry: IvrCacheEntry | null } = { entry: null };
  const logs: string[] = [];
  const emitted: DialInEmitted[] = [];
  const actor = createActor(
    dialInMachine.provide({
      actors: { loadIvrSession: ivr.logic, loadPhoneNumbers: numbers.logic, payDialIn: pay.logic, checkStatus: status.logic },
      actions: {
        dialNumber: (_, { href }) => void effects.push(`dial ${href}`),
        writeIvrCache: (_, { entry }) => void (cache.entry = entry),
        clearIvrCache: () => void (cache.entry = null),
        logError: (_, { message }) => void logs.push(message),
      },
    }),
    { clock },
  );
  actor.on("dialIn.sessionActive", (e) => void emitted.push(e));
  // What the routing table hears: the pin accepted closes the wallet drawer, an ended call leaves the chat.
  actor.on("dialIn.pinAccepted", () => void effects.push("closeWalletDrawer"));
  actor.on("dialIn.leaveChat", (e) => void effects.push(`leaveChat ${e.reason}`));
  actor.start();
  const view = () => connectDialIn(actor.getSnapshot(), actor.send);
  /** Opens the drawer and answers both loads. */
  const open = async (mobile = false, geoCountry: string | null = "de") => {
    view().open({ now: clock.now(), mobile, geoCountry });
    if (ivr.isPending) ivr.resolve({ session: IVR, receivedAt: clock.now() });
    numbers.resolve(NUMBERS);
    await settle();
  };
  /** Opens, picks NL, enters a pin and has it accepted. */
  const confirmPin = async (pin = "1234") => {
    await open();
    view().selectCountry("NL");
    view().inputPin(pin);
    view().submitPin();
    pay.resolve(true);
    await settle();
  };
  const answer = async (state: string, session: string | null = "ivr-1") => {
    status.resolve({ state, session });
    await settle();
  };
  return { actor, clock, ivr, numbers, pay, status, effects, cache, logs, emitted, view, open, confirmPin, answer };
}

describe("dial-in", () => {
  it("opening loads the IVR session and the numbers, geo country first; the session is cached for its ttl (§7, §9)", async () => {
    const t = start();
    t.view().open({ now: T0, mobile: false, geoCountry: "de" });
    expect(t.view()).toMatchObject({ drawer: "open", isLoading: true, step: "country", username: "guest-0123456" });
    expect(t.numbers.calls).toEqual([{ provider: "paynl" }]);
    t.ivr.resolve({ session: IVR, receivedAt: T0 + 200 });
    t.numbers.resolve(NUMBERS);
    await settle();
    expect(t.view()).toMatchObject({ isLoading: false, country: "DE", number: "+DE 900", tariff: 0.8, displayNumber: "0900 12 34", telHref: "tel:09001234" });
    expect(t.view().phoneNumbers.map((n) => n.id)).toEqual(["DE", "BE", "NL"]);
    expect(t.cache.entry).toEqual({ session: IVR, expiresAt: T0 + 200 + 60_000 });
  });

  it("an unaccepted geo country puts NL first; BE carries the double promo (§2.5, §7)", async () => {
    const t = start();
    await t.open(false, "FR");
    expect(t.view().phoneNumbers.map((n) => n.id)).toEqual(["NL", "BE", "DE"]);
    // §9 each number says whether it carries the double promo (core decides; the list shows the badge).
    expect(t.view().phoneNumbers.map((n) => n.isDoublePromo)).toEqual([false, true, false]);
    expect(t.view().isDoublePromo).toBe(false);
    t.view().selectCountry("be");
    expect(t.view()).toMatchObject({ step: "pin", country: "BE", isDoublePromo: true, tariff: 1 });
    t.view().back();
    t.view().selectCountry("FR");
    expect(t.view()).toMatchObject({ step: "country", country: "BE" });
  });

  it("the IVR session is reused until it expires, then fetched again (§9 ttl 60 s)", async () => {
    const t = start();
    await t.open();
    t.view().close();
    t.clock.increment(59_999);
    await t.open();
    expect(t.ivr.calls).toHaveLength(1);
    t.view().close();
    t.clock.increment(1);
    t.view().open({ now: t.clock.now(), mobile: false });
    expect(t.cache.entry).toBeNull();
    expect(t.ivr.calls).toHaveLength(2);
  });

  it("load failures are reported by flags and logged (§8)", async () => {
    const t = start();
    t.view().open({ now: T0, mobile: false });
    t.ivr.reject(new Error("500"));
    t.numbers.reject(new Error("500"));
    await settle();
    expect(t.view()).toMatchObject({ ivrFailed: true, phoneNumbersFailed: true, isLoading: false, canCallMe: false });
    expect(t.logs).toEqual(["Unable to retrieve ivr session details", "Unable to retrieve dial-in phone numbers"]);
  });

  it("pin: submit does nothing while invalid; errors reset on input or focus (§5)", async () => {
    const t = start();
    await t.open();
    t.view().selectCountry("NL");
    expect(t.view().canSubmitPin).toBe(false);
    t.view().submitPin();
    expect(t.pay.calls).toEqual([]);
    expect(t.view().pinErrors).toEqual(["pin.required"]);
    t.view().inputPin("12");
    expect(t.view().pinErrors).toEqual([]);
    t.view().submitPin();
    expect(t.view().pinErrors).toEqual(["pin.invalid"]);
    t.view().focusPin();
    expect(t.view().pinErrors).toEqual([]);
    t.view().inputPin("1234");
    expect(t.view().canSubmitPin).toBe(true);
    t.view().submitPin();
    expect(t.pay.calls).toEqual([{ username: "guest-0123456", provider: "paynl", pincode: "1234" }]);
    expect(t.view()).toMatchObject({ isSubmittingPin: true, canSubmitPin: false });
  });

  it("a refused pin shows invalid, is logged and stays refused (§5, §8)", async () => {
    const t = start();
    await t.open();
    t.view().selectCountry("NL");
    t.view().inputPin("1234");
    t.view().submitPin();
    t.pay.reject(new Error("400"));
    await settle();
    expect(t.view()).toMatchObject({ pinErrors: ["pin.rejected"], canSubmitPin: false, isSubmittingPin: false });
    expect(t.logs).toEqual(["Unable to dial-in"]);
    t.view().inputPin("1235");
    t.view().inputPin("1234");
    t.view().submitPin();
    expect(t.pay.calls).toHaveLength(1);
    expect(t.view().pinErrors).toEqual(["pin.rejected"]);
    t.view().inputPin("4321");
    t.view().submitPin();
    expect(t.pay.calls).toHaveLength(2);
  });

  it("too many attempts (429) asks to wait and leaves the pin open to a retry; the next attempt clears the notice (ARCHITECTURE §7)", async () => {
    const t = start();
    await t.open();
    t.view().selectCountry("NL");
    t.view().inputPin("1234");
    t.view().submitPin();
    t.pay.reject(new PlatformHttpError({ method: "POST", path: "/payment/dial-in" }, 429, TOO_MANY_REQUESTS_LABEL, { retryAfter: 90 }));
    await settle();
    expect(t.view()).toMatchObject({ retryAfterMinutes: 2, pinErrors: [], canSubmitPin: true, isSubmittingPin: false });
    t.view().submitPin();
    expect(t.pay.calls).toHaveLength(2);
    expect(t.view().retryAfterMinutes).toBeNull();
    t.pay.resolve(true);
    await settle();
    expect(t.view().step).toBe("country");
  });

  it("a confirmed pin initialises, closes both drawers and polls every 1 s while pending (§4, §9)", async () => {
    const t = start();
    await t.confirmPin();
    expect(t.effects).toEqual(["closeWalletDrawer"]);
    expect(t.view()).toMatchObject({ drawer: "closed", call: "pending", showLoader: true, showBadge: true, state: { initialized: true, session: "ivr-1", state: "pending", active: false } });
    t.clock.increment(999);
    expect(t.status.calls).toEqual([]);
    t.clock.increment(1);
    expect(t.status.calls).toEqual([{ session: "ivr-1" }]);
    await t.answer("pending");
    t.clock.increment(1000);
    expect(t.status.calls).toHaveLength(2);
    await t.answer("in-call");
    expect(t.view()).toMatchObject({ call: "inCall", isActive: true, showLoader: false, state: { active: true, state: "in_call" } });
    expect(t.emitted).toEqual([{ type: "dialIn.sessionActive", session: "ivr-1" }]);
    t.clock.increment(5000);
    expect(t.status.calls).toHaveLength(2);
  });

  it("in call closes the open drawer (§4)", async () => {
    const t = start();
    await t.confirmPin();
    await t.open();
    t.actor.send({ type: "socket.member.dialInStatus", state: "in_call", session: "ivr-1" });
    expect(t.view()).toMatchObject({ drawer: "closed", call: "inCall" });
  });

  it("ended clears the cache, leaves the chat and resets after 3 s (§4)", async () => {
    const t = start();
    await t.confirmPin();
    t.clock.increment(1000);
    await t.answer("ended");
    expect(t.view()).toMatchObject({ call: "ended", showEnded: true, showBadge: true });
    expect(t.cache.entry).toBeNull();
    expect(t.effects).toEqual(["closeWalletDrawer", "leaveChat dialin_stopped"]);
    t.clock.increment(2999);
    expect(t.view().call).toBe("ended");
    t.clock.increment(1);
    expect(t.view()).toMatchObject({ call: "idle", state: { initialized: false, session: null, state: null, active: false } });
  });

  it("a repeated ended report neither leaves the chat again nor delays the reset past 3 s from the first (§9)", async () => {
    const t = start();
    await t.confirmPin();
    t.clock.increment(1000);
    await t.answer("ended");
    t.clock.increment(1000);
    t.actor.send({ type: "socket.member.dialInStatus", state: "ended", session: "ivr-1" });
    expect(t.effects.filter((e) => e.startsWith("leaveChat"))).toHaveLength(1);
    t.clock.increment(1999);
    expect(t.view().call).toBe("ended");
    t.clock.increment(1);
    expect(t.view().call).toBe("idle");
  });

  it("expired after a confirmed pin resets, closes the drawer and reopens it after 100 ms with a new IVR session (§4)", async () => {
    const t = start();
    await t.confirmPin();
    await t.open();
    t.actor.send({ type: "socket.member.dialInStatus", state: "expired", session: "ivr-1" });
    expect(t.view()).toMatchObject({ drawer: "reopening", call: "idle", state: { initialized: false, session: null } });
    expect(t.cache.entry).toBeNull();
    t.clock.increment(99);
    expect(t.view().drawer).toBe("reopening");
    t.clock.increment(1);
    expect(t.view()).toMatchObject({ drawer: "open", isLoading: true });
    expect(t.ivr.calls).toHaveLength(2);
  });

  it("mobile call-me opens the tel link and follows the call; expired without a pin shows the ended text (§2.5, §4)", async () => {
    const t = start();
    await t.open(true);
    expect(t.view().canCallMe).toBe(true);
    t.view().callMe();
    expect(t.effects).toEqual(["dial tel:09001234"]);
    expect(t.view()).toMatchObject({ call: "pending", showLoader: true, showBadge: false, drawer: "open" });
    t.clock.increment(1000);
    expect(t.status.calls).toEqual([{ session: "ivr-1" }]);
    await t.answer("expired");
    expect(t.view()).toMatchObject({ call: "expired", showEnded: true, drawer: "open" });
    expect(t.cache.entry).toBeNull();
  });

  it("mount: no cached session means not active; a fresh one is checked, active only in call; mobile polls (§4)", async () => {
    const none = start();
    none.view().mount(T0, false, null);
    expect(none.view()).toMatchObject({ call: "idle", isActive: false });
    expect(none.status.calls).toEqual([]);

    const cached = JSON.stringify({ session: IVR, expiresAt: T0 + 1000 });
    const inCall = start();
    inCall.view().mount(T0, false, cached);
    expect(inCall.status.calls).toEqual([{ session: "ivr-1" }]);
    await inCall.answer("in_call");
    expect(inCall.view()).toMatchObject({ call: "inCall", isActive: true });

    const desktop = start();
    desktop.view().mount(T0, false, cached);
    await desktop.answer("pending");
    expect(desktop.view().call).toBe("idle");

    const mobile = start();
    mobile.view().mount(T0, true, cached);
    await mobile.answer("pending");
    expect(mobile.view().call).toBe("pending");

    const stale = start();
    stale.cache.entry = { session: IVR, expiresAt: T0 };
    stale.view().mount(T0, true, cached.replace(String(T0 + 1000), String(T0)));
    expect(stale.status.calls).toEqual([]);
    expect(stale.cache.entry).toBeNull();

    const failing = start();
    failing.view().mount(T0, false, cached);
    failing.status.reject(new Error("500"));
    await settle();
    expect(failing.view().call).toBe("idle");
    expect(failing.logs).toEqual(["Unable to initialize IVR"]);
  });

  it("the member socket's dial-in-status drives the call (§4)", async () => {
    const t = start();
    t.actor.send({ type: "socket.member.dialInStatus", state: "pending", session: "s-9" });
    expect(t.view()).toMatchObject({ call: "pending", state: { session: "s-9" } });
    t.actor.send({ type: "socket.member.dialInStatus", state: "in_call", session: "s-9" });
    expect(t.view().call).toBe("inCall");
  });

  it("a status check's unknown state is logged and the checks go on; one without a session keeps the call pending (§4)", async () => {
    const t = start();
    await t.confirmPin();
    t.clock.increment(1000);
    await t.answer("ringing");
    expect(t.logs).toEqual(["Unknown dial-in call state"]);
    expect(t.view().call).toBe("pending");
    t.clock.increment(1000);
    expect(t.status.calls).toHaveLength(2);
    await t.answer("in_call", null);
    expect(t.view()).toMatchObject({ call: "pending", isActive: false, state: { active: false, state: "pending" } });
  });

  it("the member socket's connect checks the call; a reconnect polls it at once (§4)", async () => {
    const t = start();
    t.actor.send({ type: "socket.member.connected" });
    expect(t.status.calls).toEqual([]);
    t.view().mount(T0, false, JSON.stringify({ session: IVR, expiresAt: T0 + 1000 }));
    await t.answer("in_call");
    t.actor.send({ type: "socket.member.disconnected", reason: "transport close" });
    t.actor.send({ type: "socket.member.connected" });
    expect(t.status.calls).toHaveLength(2);
    await t.answer("ended");
    expect(t.view().call).toBe("ended");
  });

  // A regression found by the property test: a report that moves the call back to pending also says so.
  it("in call, a socket reconnect returns to pending and not active", async () => {
    const u = start();
    u.actor.send({ type: "socket.member.dialInStatus", state: "in_call", session: "ivr-1" });
    u.actor.send({ type: "socket.member.connected" });
    expect(u.status.calls).toEqual([{ session: "ivr-1" }]);
    expect(u.view()).toMatchObject({ call: "pending", state: { active: false, state: "pending" } });
    await u.answer("in_call");
    expect(u.view()).toMatchObject({ call: "inCall", isActive: true });
    u.view().mount(T0, false, JSON.stringify({ session: IVR, expiresAt: T0 + 1000 }));
    expect(u.view()).toMatchObject({ call: "verifying", isActive: false, state: { active: false, state: null } });
  });

  it("a login resets the dial-in and clears the cached IVR data (§4)", async () => {
    const t = start();
    await t.confirmPin();
    t.actor.send({ type: "dialIn.nickname", nickname: "Bobby" });
    expect(t.view().nickname).toBe("Bobby");
    t.actor.send({ type: "dialIn.reset" });
    expect(t.view()).toMatchObject({ call: "idle", drawer: "closed", nickname: null, state: { initialized: false, session: null } });
    expect(t.cache.entry).toBeNull();
    t.clock.increment(5000);
    expect(t.status.calls).toEqual([]);
  });

  it("its events and the cache entry decode from plain data; bad ones do not", () => {
    const decode = Schema.decodeUnknownSync(DialInEvent);
    expect(decode({ type: "socket.member.dialInStatus", state: "in_call", session: "s" })).toEqual({ type: "socket.member.dialInStatus", state: "in_call", session: "s" });
    expect(() => decode({ type: "dialIn.open", mobile: true })).toThrow();
    expect(decodeIvrCache(JSON.stringify({ session: IVR, expiresAt: 5 }))).toEqual({ session: IVR, expiresAt: 5 });
    expect(decodeIvrCache({ session: { session: "s" }, expiresAt: 5 })).toBeNull();
    expect(decodeIvrCache("{not json")).toBeNull();
    expect(decodeIvrCache(undefined)).toBeNull();
  });
});
