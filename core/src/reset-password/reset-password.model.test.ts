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

// Before the form and once it is left, the view shows no form state at all.
const noForm = { isLoading: false, isComplete: false, showCompletion: false, errors: [], isIncorrectPassword: false, isUndefinedError: false };

describeModel("reset password", {
  machine: resetPasswordMachine,
  samples,
  effects: () => ({ changePassword: controllable<unknown, PasswordChangeRequest>() }),
  expose: (snapshot) => connectResetPassword(snapshot as ResetPasswordSnapshot, () => {}),
  states: {
    idle: (view) => expect(view).toMatchObject({ status: "idle", ...noForm }),
    // A guest without a link is sent home after a moment; nothing to fill in.
    redirecting: (view) => expect(view).toMatchObject({ status: "redirecting", ...noForm }),
    form: (view, snapshot) => {
      expect(view).toMatchObject({ status: "form", isLoading: false, isComplete: false, showCompletion: false });
      expect(view.isLinkExpired).toBe(view.isIncorrectPassword && !view.showOldField);
      // §5 a field's errors show once it was blurred or a submit touched it, and then all of them.
      const { errors, touched } = (snapshot as ResetPasswordSnapshot).context;
      for (const field of ["oldPassword", "newPassword", "repeatPassword"] as const) {
        const own = errors.filter((key) => key.startsWith(`${field}.`));
        expect(view.errorsFor(field)).toEqual(touched.includes(field) ? own : []);
      }
    },
    submitting: (view) => expect(view).toMatchObject({ status: "submitting", isLoading: true, isComplete: false }),
    // §2.4 a modal shows the completion screen; a page announces the change instead.
    complete: (view, snapshot) =>
      expect(view).toMatchObject({ isLoading: false, isComplete: true, showCompletion: (snapshot as ResetPasswordSnapshot).context.presentation === "modal" }),
    left: (view) => expect(view).toMatchObject({ status: "left", ...noForm }),
  },
});
