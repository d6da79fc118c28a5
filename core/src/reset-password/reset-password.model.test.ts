import { expect } from "vitest";
import { controllable } from "../testing/machine-model";
import { describeModel } from "../testing/model-test";
import { connectResetPassword, type ResetPasswordSnapshot } from "./reset-password.connect";
import type { PasswordChangeRequest } from "../domain/member.schema";
import { encodeTokenPayload } from "../domain/token";
import { resetPasswordMachine } from "./reset-password.machine";

const token = encodeTokenPayload({ id: 42 });
const samples = {
  "resetPassword.start": [
    { type: "resetPassword.start", presentation: "page", link: null, loginToken: null },
    { type: "resetPassword.start", presentation: "modal", link: { token, password: "tmp123" }, loginToken: null },
    { type: "resetPassword.start", presentation: "modal", link: null, loginToken: "opaque" },
    { type: "resetPassword.start", presentation: "page", link: null, loginToken: token },
  ],
  "resetPassword.input": [
    { type: "resetPassword.input", field: "oldPassword", value: "secret1" },
    { type: "resetPassword.input", field: "newPassword", value: "newpass2" },
    { type: "resetPassword.input", field: "repeatPassword", value: "newpass2" },
  ],
  "resetPassword.blur": [{ type: "resetPassword.blur", field: "newPassword" }],
  "resetPassword.submit": [{ type: "resetPassword.submit" }],
  "resetPassword.again": [{ type: "resetPassword.again" }],
  "xstate.done.actor.changePassword": [{ type: "xstate.done.actor.changePassword", output: true }],
  "xstate.error.actor.changePassword": [{ type: "xstate.error.actor.changePassword", error: "500" }],
};

describeModel("reset password", {
  machine: resetPasswordMachine,
  samples,
  effects: () => ({ changePassword: controllable<unknown, PasswordChangeRequest>() }),
  expose: (snapshot) => connectResetPassword(snapshot as ResetPasswordSnapshot, () => {}),
  states: {
    idle: (view) => expect(view).toMatchObject({ isLoading: false, isComplete: false, showCompletion: false }),
    // A guest without a link is sent home after a moment; nothing to fill in.
    redirecting: (view) => expect(view).toMatchObject({ isLoading: false, isComplete: false }),
    form: (view) => {
      expect(view).toMatchObject({ isLoading: false, isComplete: false, showCompletion: false });
      expect(view.isLinkExpired).toBe(view.isIncorrectPassword && !view.showOldField);
    },
    submitting: (view) => expect(view).toMatchObject({ isLoading: true, isComplete: false }),
    complete: (view) => expect(view).toMatchObject({ isLoading: false, isComplete: true }),
    left: (view) => expect(view).toMatchObject({ isLoading: false, isComplete: false, showCompletion: false }),
  },
});
