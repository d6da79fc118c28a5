import { expect } from "vitest";
import { controllable } from "../testing/machine-model";
import { describeModel } from "../testing/model-test";
import { connectVerification, type VerificationSnapshot } from "./verification.connect";
import type { ActivateRequest, TokenResponse } from "../domain/member.schema";
import { encodeTokenPayload } from "../domain/token";
import { PlatformHttpError } from "../platform/platform-error";
import { verificationMachine } from "./verification.machine";

const now = 1_800_000_000_000;
const request = { method: "POST", path: "/activate" };
const samples = {
  "verification.start": [
    { type: "verification.start", key: "opaque", fingerprint: "fp", now },
    { type: "verification.start", key: encodeTokenPayload({ exp: now / 1000 - 1 }), fingerprint: "fp", now },
    { type: "verification.start", key: "", fingerprint: "fp", now },
  ],
  "verification.resend": [{ type: "verification.resend" }],
  "xstate.done.actor.activate": [{ type: "xstate.done.actor.activate", output: { token: "tok" } }],
  "xstate.error.actor.activate": [
    { type: "xstate.error.actor.activate", error: new PlatformHttpError(request, 400, "badRequest.activation.verified", null) },
    { type: "xstate.error.actor.activate", error: new PlatformHttpError(request, 400, "badRequest.activation.invalid", null) },
  ],
  "xstate.done.actor.resendActivation": [{ type: "xstate.done.actor.resendActivation", output: true }],
  "xstate.error.actor.resendActivation": [{ type: "xstate.error.actor.resendActivation", error: "500" }],
};

describeModel("verification", {
  machine: verificationMachine,
  samples,
  effects: () => ({ activate: controllable<TokenResponse, ActivateRequest>(), resendActivation: controllable<unknown, void>() }),
  expose: (snapshot) => connectVerification(snapshot as VerificationSnapshot, () => {}),
  states: {
    "result.idle": (view) => expect(view).toMatchObject({ isChecking: true, isSuccess: false, isFailure: false, canResend: false }),
    "result.validating": (view) => expect(view).toMatchObject({ isChecking: true, isSuccess: false, isFailure: false, canResend: false }),
    "result.success": (view) => expect(view).toMatchObject({ isChecking: false, isSuccess: true, isFailure: false, canResend: false }),
    "result.expired": (view) => expect(view).toMatchObject({ isFailure: true, isAlreadyVerified: false, canResend: view.resendStatus === "idle" }),
    "result.failed": (view) => expect(view).toMatchObject({ isFailure: true, isAlreadyVerified: false, canResend: view.resendStatus === "idle" }),
    // §8 an already verified link offers no resend.
    "result.alreadyVerified": (view) => expect(view).toMatchObject({ isFailure: true, isAlreadyVerified: true, canResend: false }),
    "resend.idle": (view) => expect([view.isResending, view.isResent]).toEqual([false, false]),
    "resend.sending": (view) => expect([view.isResending, view.isResent, view.canResend]).toEqual([true, false, false]),
    "resend.sent": (view) => expect([view.isResending, view.isResent, view.canResend]).toEqual([false, true, false]),
  },
});
