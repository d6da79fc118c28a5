import { useEffect, useState } from "react";
import { useActorRef } from "@xstate/react";
import { fromPromise } from "xstate";
import { PlatformHttpError, connectResetPassword, encodeTokenPayload, resetPasswordMachine } from "@camstage/core";
import { Button } from "../../ui/button";
import { useActorConnect } from "../../examples/use-actor-connect";
import type { ResetPasswordFormProps } from "../reset-password-form";
import type { ResetPasswordModalProps } from "../reset-password-modal";
import type { ResetPasswordPageProps } from "../reset-password-page";
import { ResetPasswordModal } from "../reset-password-modal";
import { useResetPassword } from "../use-reset-password";

const noop = () => {};

export const resetLoggedIn: ResetPasswordFormProps = {
  fields: { oldPassword: "", newPassword: "", repeatPassword: "" },
  showOldField: true,
  errors: [],
  onInput: noop,
  onBlur: noop,
  onSubmit: noop,
  isLoading: false,
  isIncorrectPassword: false,
  isLinkExpired: false,
  isUndefinedError: false,
};
/** §2.4 from the e-mail link the old field is hidden. */
export const resetFromEmail: ResetPasswordFormProps = { ...resetLoggedIn, showOldField: false };

export const resetRequiredErrors: ResetPasswordFormProps = {
  ...resetLoggedIn,
  errors: ["oldPassword.required", "newPassword.required", "repeatPassword.required"],
};
export const resetShapeErrors: ResetPasswordFormProps = {
  ...resetLoggedIn,
  fields: { oldPassword: "abc", newPassword: "my pass", repeatPassword: "my pas" },
  errors: ["oldPassword.tooShort", "newPassword.noDigit", "newPassword.whitespace", "repeatPassword.mismatch"],
};
export const resetSameAsOld: ResetPasswordFormProps = {
  ...resetLoggedIn,
  fields: { oldPassword: "secret12", newPassword: "secret12", repeatPassword: "secret12" },
  errors: ["newPassword.sameAsOld"],
};
export const resetTooLong: ResetPasswordFormProps = {
  ...resetFromEmail,
  fields: { oldPassword: "", newPassword: "a1".repeat(17), repeatPassword: "a1".repeat(17) },
  errors: ["newPassword.tooLong"],
};
const filled: ResetPasswordFormProps = {
  ...resetLoggedIn,
  fields: { oldPassword: "secret12", newPassword: "newpass34", repeatPassword: "newpass34" },
};
export const resetLoading: ResetPasswordFormProps = { ...filled, isLoading: true };
export const resetIncorrectPassword: ResetPasswordFormProps = { ...filled, isIncorrectPassword: true };
export const resetLinkExpired: ResetPasswordFormProps = {
  ...filled,
  showOldField: false,
  isIncorrectPassword: true,
  isLinkExpired: true,
};
export const resetUndefinedError: ResetPasswordFormProps = { ...filled, isUndefinedError: true };

export const resetPage: ResetPasswordPageProps = { ...resetLoggedIn, isComplete: false };
export const resetPageComplete: ResetPasswordPageProps = { ...filled, isComplete: true };

export const resetModal: ResetPasswordModalProps = { ...resetFromEmail, isOpen: true, onClose: noop, showCompletion: false };
export const resetModalCompletion: ResetPasswordModalProps = { ...resetModal, showCompletion: true };
/** Changed from the e-mail link: nobody is logged in, so the completion offers the login (ARCHITECTURE §7). */
export const resetModalCompletionFromLink: ResetPasswordModalProps = { ...resetModal, showOldField: false, showCompletion: true, offerLogin: true, onLogin: () => {} };

/**
 * The modal bound to the reset-password flow from an e-mail link (simulated call): the new password
 * "expired1" answers badRequest.incorrectPassword (link used), "broken1" an undefined error.
 */
export function BoundResetPasswordModalDemo() {
  const actor = useActorRef(
    resetPasswordMachine.provide({
      actors: {
        changePassword: fromPromise(async ({ input }) => {
          await new Promise((resolve) => setTimeout(resolve, 700));
          const next = input.data.newPassword;
          if (next === "expired1") throw new PlatformHttpError({ method: "PUT", path: "/member" }, 400, "badRequest.incorrectPassword", {});
          if (next === "broken1") throw new Error("network");
          return {};
        }),
      },
    }),
  );
  useEffect(() => {
    // The app starts the flow from the e-mail link's query (§4 password page).
    actor.send({ type: "resetPassword.start", presentation: "modal", link: { token: encodeTokenPayload({ id: 7 }), password: "one-time" }, loginToken: null, username: null });
  }, [actor]);
  const reset = useResetPassword(useActorConnect(actor, connectResetPassword));
  const [open, setOpen] = useState(true);
  return (
    <div style={{ padding: "1rem" }}>
      <Button variant="primary" onPress={() => setOpen(true)}>
        Open
      </Button>
      <ResetPasswordModal {...reset.modalProps} isOpen={open} onClose={() => setOpen(false)} />
    </div>
  );
}
