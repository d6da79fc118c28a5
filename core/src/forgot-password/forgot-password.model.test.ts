import { expect } from "vitest";
import { controllable } from "../testing/machine-model";
import { describeModel } from "../testing/model-test";
import { connectForgotPassword, type ForgotPasswordSnapshot } from "./forgot-password.connect";
import type { ForgotPasswordTarget } from "../rules/forgot-password.rules";
import { forgotPasswordMachine } from "./forgot-password.machine";
import { PlatformHttpError } from "../platform/platform-error";

const samples = {
  "forgotPassword.input": [{ type: "forgotPassword.input", text: "anna" }, { type: "forgotPassword.input", text: "a" }],
  "forgotPassword.submit": [{ type: "forgotPassword.submit" }],
  "forgotPassword.back": [{ type: "forgotPassword.back" }],
  "xstate.done.actor.requestReset": [{ type: "xstate.done.actor.requestReset", output: true }],
  "xstate.error.actor.requestReset": [
    { type: "xstate.error.actor.requestReset", error: "500" },
    { type: "xstate.error.actor.requestReset", error: new PlatformHttpError({ method: "POST", path: "/forgot-password" }, 429, "tooManyRequests", { retryAfter: 90 }) },
  ],
};

describeModel("forgot password", {
  machine: forgotPasswordMachine,
  samples,
  effects: () => ({ requestReset: controllable<unknown, ForgotPasswordTarget>() }),
  expose: (snapshot) => connectForgotPassword(snapshot as ForgotPasswordSnapshot, () => {}),
  states: {
    // Back on the form after too many requests, with the wait to show (ARCHITECTURE §7).
    form: (view) => expect([view.isSending, view.isComplete, view.isInvalid]).toEqual([false, false, view.errors.length > 0]),
    sending: (view) => expect(view).toMatchObject({ isSending: true, isComplete: false, isInvalid: false }),
    // §8 the confirmation shows whatever the platform answered.
    complete: (view) => expect(view).toMatchObject({ isSending: false, isComplete: true }),
  },
});
