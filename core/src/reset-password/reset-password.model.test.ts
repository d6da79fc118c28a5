import { expect } from "vitest";
import { controllable } from "../testing/machine-model";
import { describeModel } from "../testing/model-test";
import { connectResetPassword, type ResetPasswordSnapshot } from "./reset-password.connect";
import type { LoginRequest } from "../domain/member.schema";
import { encodeTokenPayload } from "../domain/token";
import { resetPasswordMachine, type PasswordChangeInput } from "./reset-password.machine";

const token = encodeTokenPayload({ id: 42 });
const samples = {
  "resetPassword.start": [
    { type: "resetPassword.start", presentation: "page", link: null, loginToken: null, username: null },
    { type: "resetPassword.start", presentation: "modal", link: { token, password: "tmp123" }, loginToken: null, username: null },
    { type: "resetPassword.start", presentation: "modal", link: null, loginToken: "opaque", username: null },
    { type: "resetPassword.start", presentation: "page", link: null, loginToken: token, username: "ann@example.com" },
    { type: "resetPassword.start", presentation: "modal", link: null, loginToken: token, username: "ann@example.com" },
    // A logged-in member whose login name is not known: the change completes without a new login.
    { type: "resetPassword.start", presentation: "page", link: null, loginToken: token, username: null },
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
  "xstate.done.actor.renewLogin": [{ type: "xstate.done.actor.renewLogin", output: { token: "fresh" } }],
  "xstate.error.actor.renewLogin": [{ type: "xstate.error.actor.renewLogin", error: "500" }],
};

// Before the form and once it is left, the view shows no form state at all.
const noForm = { isLoading: false, isComplete: false, showCompletion: false, errors: [], isIncorrectPassword: false, isUndefinedError: false };

describeModel("reset password", {
  machine: resetPasswordMachine,
  samples,
  effects: () => ({ changePassword: controllable<unknown, PasswordChangeInput>(), renewLogin: controllable<{ token: string }, LoginRequest>() }),
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
    // ARCHITECTURE §7 logging in again with the new password: still busy, not yet announced.
    renewing: (view) => expect(view).toMatchObject({ status: "renewing", isLoading: true, isComplete: false, showOldField: true }),
    // §2.4 a modal shows the completion screen; a page announces the change instead.
    complete: (view, snapshot) =>
      expect(view).toMatchObject({
        isLoading: false,
        isComplete: true,
        showCompletion: (snapshot as ResetPasswordSnapshot).context.presentation === "modal",
        // From e-mail nobody is logged in after the change: the completion offers the login.
        offerLogin: (snapshot as ResetPasswordSnapshot).context.fromEmail,
      }),
    left: (view) => expect(view).toMatchObject({ status: "left", ...noForm }),
  },
});
