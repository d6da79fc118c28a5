import type { SnapshotFrom } from "xstate";
import type { ChangeEmailErrorKey } from "../rules/email.rules";
import type { ChangeEmailEvent, ChangeEmailField } from "./change-email.schema";
import type { changeEmailMachine } from "./change-email.machine";

export type ChangeEmailSnapshot = SnapshotFrom<typeof changeEmailMachine>;
export type ChangeEmailStatus = "editing" | "submitting" | "done";

const fieldOf = (key: ChangeEmailErrorKey) => key.split(".")[0] as ChangeEmailField;

export function connectChangeEmail(snapshot: ChangeEmailSnapshot, send: (event: ChangeEmailEvent) => void) {
  const status = snapshot.value as ChangeEmailStatus;
  const { fields, touched, errors, serverError, currentEmail } = snapshot.context;
  /** Errors show once a submit marked the fields touched (§5). */
  const visible = errors.filter((key) => touched.includes(fieldOf(key)));
  return {
    status,
    currentEmail,
    fields,
    errors: visible,
    errorsFor: (field: ChangeEmailField) => visible.filter((key) => fieldOf(key) === field),
    /** "emailExists" (§8 badRequest.email.exists) or "undefinedError"; cleared by editing a field. */
    serverError,
    isBusy: status === "submitting",
    isDone: status === "done",
    input: (field: ChangeEmailField, value: string) => send({ type: "changeEmail.input", field, value }),
    submit: () => send({ type: "changeEmail.submit" }),
    again: () => send({ type: "changeEmail.again" }),
    start: (memberId: number, email: string) => send({ type: "changeEmail.start", memberId, currentEmail: email }),
  };
}
export type ChangeEmailConnect = ReturnType<typeof connectChangeEmail>;
