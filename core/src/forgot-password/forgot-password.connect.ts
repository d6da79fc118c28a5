import type { SnapshotFrom } from "xstate";
import type { ForgotPasswordEvent } from "./forgot-password.schema";
import type { forgotPasswordMachine } from "./forgot-password.machine";

export type ForgotPasswordSnapshot = SnapshotFrom<typeof forgotPasswordMachine>;
export type ForgotPasswordStatus = "form" | "sending" | "complete";

export function connectForgotPassword(snapshot: ForgotPasswordSnapshot, send: (event: ForgotPasswordEvent) => void) {
  const status = snapshot.value as ForgotPasswordStatus;
  const { text, errors, sent, retryAfterMinutes } = snapshot.context;
  return {
    status,
    text,
    errors,
    isInvalid: errors.length > 0,
    isSending: status === "sending",
    isComplete: status === "complete",
    /** The e-mail the link went to, when the visitor typed one (for the web-mail button, §2.4). */
    sentEmail: sent && "email" in sent ? sent.email : null,
    /** After too many requests: the minutes to wait before the next (the form stays, with the message). */
    retryAfterMinutes,
    input: (next: string) => send({ type: "forgotPassword.input", text: next }),
    submit: () => send({ type: "forgotPassword.submit" }),
    back: () => send({ type: "forgotPassword.back" }),
  };
}
export type ForgotPasswordConnect = ReturnType<typeof connectForgotPassword>;
