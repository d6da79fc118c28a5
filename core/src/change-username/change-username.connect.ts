import type { SnapshotFrom } from "xstate";
import type { ChangeUsernameEvent } from "./change-username.schema";
import type { changeUsernameMachine } from "./change-username.machine";

export type ChangeUsernameSnapshot = SnapshotFrom<typeof changeUsernameMachine>;
export type ChangeUsernameStatus = "editing" | "suggesting" | "submitting" | "done";

export function connectChangeUsername(snapshot: ChangeUsernameSnapshot, send: (event: ChangeUsernameEvent) => void) {
  const status = snapshot.value as ChangeUsernameStatus;
  const { text, errors, notices, serverError, suggestions } = snapshot.context;
  const invalid = errors.length > 0 || serverError !== null;
  return {
    status,
    text,
    errors,
    notices,
    serverError,
    /** Up to three clickable suggestions (§2.4); cleared when the text changes. */
    suggestions,
    isInvalid: invalid || text === "",
    isBusy: status === "suggesting" || status === "submitting",
    isDone: status === "done",
    input: (next: string) => send({ type: "changeUsername.input", text: next }),
    suggest: () => send({ type: "changeUsername.suggest" }),
    pick: (username: string) => send({ type: "changeUsername.pick", username }),
    submit: () => send({ type: "changeUsername.submit" }),
    open: () => send({ type: "changeUsername.open" }),
  };
}
export type ChangeUsernameConnect = ReturnType<typeof connectChangeUsername>;
