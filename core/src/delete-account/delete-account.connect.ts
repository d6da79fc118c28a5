import type { SnapshotFrom } from "xstate";
import type { DeleteAccountEvent } from "./delete-account.schema";
import type { deleteAccountMachine } from "./delete-account.machine";

export type DeleteAccountSnapshot = SnapshotFrom<typeof deleteAccountMachine>;
export type DeleteAccountStatus = "idle" | "confirming" | "deleting" | "deleted";

export function connectDeleteAccount(snapshot: DeleteAccountSnapshot, send: (event: DeleteAccountEvent) => void) {
  const status = snapshot.value as DeleteAccountStatus;
  return {
    status,
    /** The confirmation is shown while confirming and while the deletion runs. */
    isConfirming: status === "confirming" || status === "deleting",
    isDeleting: status === "deleting",
    isDeleted: status === "deleted",
    hasFailed: snapshot.context.failed,
    request: () => send({ type: "deleteAccount.request" }),
    confirm: () => send({ type: "deleteAccount.confirm" }),
    cancel: () => send({ type: "deleteAccount.cancel" }),
  };
}
export type DeleteAccountConnect = ReturnType<typeof connectDeleteAccount>;
