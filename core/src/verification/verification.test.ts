import { Schema } from "effect";
import { describe, expect, it, vi } from "vitest";
import { SimulatedClock, createActor } from "xstate";
import { controllable, settle } from "../testing/machine-model";
import type { ActivateRequest, TokenResponse } from "../domain/member.schema";
import { encodeTokenPayload } from "../domain/token";
import { PlatformHttpError, PlatformNetworkError } from "../platform/platform-error";
import { connectVerification } from "./verification.connect";
import { verificationMachine } from "./verification.machine";
import { VerificationEvent, isVerificationKeyExpired } from "./verification.schema";

const now = Date.UTC(2026, 0, 1);
const request = { method: "POST", path: "/activate" };
const liveKey = encodeTokenPayload({ exp: now / 1000 + 3600 });
const oldKey = encodeTokenPayload({ exp: now / 1000 - 1 });

function start() {
  const clock = new SimulatedClock();
  const activate = controllable<TokenResponse, ActivateRequest>();
  const resend = controllable<unknown, void>();
  const processToken = vi.fn();
  const trackConversion = vi.fn();
  const logError = vi.fn();
  const actor = createActor(
    verificationMachine.provide({
      actors: { activate: activate.logic, resendActivation: resend.logic },
      actions: { processToken: (_, p) => processToken(p.token), trackConversion, logError: (_, p) => logError(p.error) },
    }),
    { clock },
  ).start();
  return { clock, activate, resend, processToken, trackConversion, logError, view: () => connectVerification(actor.getSnapshot(), actor.send) };
}

describe("e-mail verification", () => {
  it("validates the key, then processes the new token and pushes the conversion event (§4)", async () => {
    const t = start();
    expect(t.view().isChecking).toBe(true);
    t.view().start(liveKey, "fp", now);
    expect(t.activate.calls).toEqual([{ key: liveKey, fingerprint: "fp" }]);
    expect(t.view()).toMatchObject({ status: "validating", isChecking: true });
    t.activate.resolve({ token: "tok" });
    await settle();
    expect(t.view()).toMatchObject({ status: "success", isSuccess: true, canResend: false });
    expect(t.processToken).toHaveBeenCalledWith("tok");
    expect(t.trackConversion).toHaveBeenCalledTimes(1);
  });

  it("a key past its expiry is expired with no call (§4)", () => {
    const t = start();
    t.view().start(oldKey, "fp", now);
    expect(t.view()).toMatchObject({ status: "expired", isFailure: true, canResend: true });
    expect(t.activate.calls).toEqual([]);
  });

  it("an already verified link hides resend; any other failure is expired (§8)", async () => {
    const a = start();
    a.view().start("opaque-key", "fp", now);
    a.activate.reject(new PlatformHttpError(request, 400, "badRequest.activation.verified", null));
    await settle();
    expect(a.view()).toMatchObject({ status: "alreadyVerified", canResend: false });
    const b = start();
    b.view().start(liveKey, "fp", now);
    b.activate.reject(new PlatformNetworkError(request, new Error("offline")));
    await settle();
    expect(b.view()).toMatchObject({ status: "expired", canResend: true });
    expect(b.processToken).not.toHaveBeenCalled();
  });

  it("a link without a key has failed, with no call", () => {
    const t = start();
    t.view().start(" ", "fp", now);
    expect(t.view()).toMatchObject({ status: "failed", canResend: true });
    expect(t.activate.calls).toEqual([]);
  });

  it("resend succeeds and resets after 10 s; a failure is logged and resets at once (§8, §9)", async () => {
    const t = start();
    t.view().start(oldKey, "fp", now);
    t.view().resend();
    expect(t.view()).toMatchObject({ isResending: true, canResend: false });
    t.resend.resolve(true);
    await settle();
    expect(t.view().isResent).toBe(true);
    t.clock.increment(9999);
    expect(t.view().isResent).toBe(true);
    t.clock.increment(1);
    expect(t.view()).toMatchObject({ resendStatus: "idle", canResend: true });
    t.view().resend();
    t.resend.reject(new Error("500"));
    await settle();
    expect(t.view().resendStatus).toBe("idle");
    expect(t.logError).toHaveBeenCalledWith(new Error("500"));
  });

  it("without a link an unverified member can resend (the registration confirmation, §2.4)", () => {
    const t = start();
    t.view().resend();
    expect(t.resend.calls).toHaveLength(1);
    expect(t.view()).toMatchObject({ status: "idle", isResending: true });
  });

  it("resend is not offered while checking or after success", async () => {
    const t = start();
    t.view().start(liveKey, "fp", now);
    t.view().resend();
    expect(t.resend.calls).toEqual([]);
    t.activate.resolve({ token: "t" });
    await settle();
    t.view().resend();
    expect(t.resend.calls).toEqual([]);
  });

  it("reads the expiry from the key; its events decode", () => {
    expect(isVerificationKeyExpired(oldKey, now)).toBe(true);
    expect(isVerificationKeyExpired(liveKey, now)).toBe(false);
    expect(isVerificationKeyExpired("not-a-token", now)).toBe(false);
    expect(() => Schema.decodeUnknownSync(VerificationEvent)({ type: "verification.start", key: "k" })).toThrow();
  });
});
