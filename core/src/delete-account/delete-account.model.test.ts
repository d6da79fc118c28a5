import { expect } from "vitest";
import { controllable } from "../testing/machine-model";
import { describeModel } from "../testing/model-test";
import { connectDeleteAccount, type DeleteAccountSnapshot } from "./delete-account.connect";
import { deleteAccountMachine } from "./delete-account.machine";

const samples = {
  "deleteAccount.request": [{ type: "deleteAccount.request" }],
  "deleteAccount.confirm": [{ type: "deleteAccount.confirm" }],
  "deleteAccount.cancel": [{ type: "deleteAccount.cancel" }],
  "xstate.done.actor.deleteAccount": [{ type: "xstate.done.actor.deleteAccount", output: true }],
  "xstate.error.actor.deleteAccount": [{ type: "xstate.error.actor.deleteAccount", error: "500" }],
};

describeModel("delete account", {
  machine: deleteAccountMachine,
  samples,
  effects: () => ({ deleteAccount: controllable<unknown, void>() }),
  expose: (snapshot) => connectDeleteAccount(snapshot as DeleteAccountSnapshot, () => {}),
  states: {
    idle: (view) => expect(view).toMatchObject({ isConfirming: false, isDeleting: false, isDeleted: false }),
    confirming: (view) => expect(view).toMatchObject({ isConfirming: true, isDeleting: false, isDeleted: false }),
    // The confirmation stays while the deletion runs.
    deleting: (view) => expect(view).toMatchObject({ isConfirming: true, isDeleting: true, isDeleted: false }),
    deleted: (view) => expect(view).toMatchObject({ isConfirming: false, isDeleting: false, isDeleted: true }),
  },
});
