import type { SnapshotFrom } from "xstate";
import type { ResetPasswordErrorKey } from "../rules/password.rules";
import type { ResetPasswordEvent, ResetPasswordField } from "./reset-password.schema";
import type { resetPasswordMachine } from "./reset-password.machine";

export type ResetPasswordSnapshot = SnapshotFrom<typeof resetPasswordMachine>;
export type ResetPasswordStatus = "idle" | "redirecting" | "form" | "submitting" | "renewing" | "complete" | "left";

const fieldOf = (key: ResetPasswordErrorKey) => key.split(".")[0] as ResetPasswordField;

export function connectResetPassword(snapshot: ResetPasswordSnapshot, send: (event: ResetPasswordEvent) => void) {
  const status = snapshot.value as ResetPasswordStatus;
  const { fields, touched, errors, serverError, fromEmail, presentation } = snapshot.context;
  /** Each failure has its own message, shown once its field was touched (§5). */
  const visible = errors.filter((key) => touched.includes(fieldOf(key)));
  return {
    status,
    fields,
    errors: visible,
    errorsFor: (field: ResetPasswordField) => visible.filter((key) => fieldOf(key) === field),
    showOldField: !fromEmail,
    /** Busy while the change is sent and, logged in, while the session logs in again with the new password. */
    isLoading: status === "submitting" || status === "renewing",
    /** A modal shows the completion screen; a page announces the change instead (§2.4). */
    showCompletion: status === "complete" && presentation === "modal",
    isComplete: status === "complete",
    /** From an e-mail link nobody is logged in after the change (ARCHITECTURE §7): the completion offers the login. */
    offerLogin: status === "complete" && fromEmail,
    isIncorrectPassword: serverError === "incorrectPassword",
    /** From an e-mail link an incorrect password also means the link expired or was used (§8). */
    isLinkExpired: serverError === "incorrectPassword" && fromEmail,
    isUndefinedError: serverError === "undefinedError",
    input: (field: ResetPasswordField, value: string) => send({ type: "resetPassword.input", field, value }),
    blur: (field: ResetPasswordField) => send({ type: "resetPassword.blur", field }),
    submit: () => send({ type: "resetPassword.submit" }),
    start: (start: Omit<Extract<ResetPasswordEvent, { type: "resetPassword.start" }>, "type">) => send({ type: "resetPassword.start", ...start }),
    again: () => send({ type: "resetPassword.again" }),
  };
}
export type ResetPasswordConnect = ReturnType<typeof connectResetPassword>;
