import { assign, emit, fromPromise, setup } from "xstate";
import type { DeleteAccountEvent } from "./delete-account.schema";

export interface DeleteAccountContext {
  /** The last confirmed deletion failed; the confirmation stays open to try again. */
  readonly failed: boolean;
}

/**
 * §1/§7 DELETE /member from the settings, after a confirmation. Once deleted the app logs out
 * (`accountDeleted`); a failure is logged and the confirmation offered again.
 */
export const deleteAccountMachine = setup({
  types: { context: {} as DeleteAccountContext, events: {} as DeleteAccountEvent, emitted: {} as { type: "deleteAccount.deleted" } },
  actors: {
    deleteAccount: fromPromise<unknown, void>(async () => {
      throw new Error("deleteAccount is provided by the app");
    }),
  },
  actions: {
    /** The routing table logs the session out. */
    accountDeleted: emit({ type: "deleteAccount.deleted" as const }),
    logError: (_: unknown, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: "deleteAccount",
  context: { failed: false },
  initial: "idle",
  states: {
    idle: {
      on: { "deleteAccount.request": { target: "confirming", actions: assign({ failed: false }) } },
    },
    confirming: {
      on: {
        "deleteAccount.confirm": { target: "deleting", actions: assign({ failed: false }) },
        "deleteAccount.cancel": { target: "idle", actions: assign({ failed: false }) },
      },
    },
    deleting: {
      invoke: {
        id: "deleteAccount",
        src: "deleteAccount",
        onDone: { target: "deleted", actions: "accountDeleted" },
        onError: {
          target: "confirming",
          actions: [{ type: "logError", params: ({ event }) => ({ error: event.error }) }, assign({ failed: true })],
        },
      },
    },
    deleted: { type: "final" },
  },
});
export type DeleteAccountMachine = typeof deleteAccountMachine;
