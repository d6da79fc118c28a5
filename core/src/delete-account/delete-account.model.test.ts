import { describe, expect, it } from "vitest";
import { SimulatedClock, createActor } from "xstate";
import { controllable, coverage, describePath, replay, transitionPaths } from "../testing/machine-model";
import { deleteAccountMachine } from "./delete-account.machine";

const samples = {
  "deleteAccount.request": [{ type: "deleteAccount.request" }],
  "deleteAccount.confirm": [{ type: "deleteAccount.confirm" }],
  "deleteAccount.cancel": [{ type: "deleteAccount.cancel" }],
  "xstate.done.actor.deleteAccount": [{ type: "xstate.done.actor.deleteAccount", output: true }],
  "xstate.error.actor.deleteAccount": [{ type: "xstate.error.actor.deleteAccount", error: "500" }],
};
const paths = transitionPaths(deleteAccountMachine, { samples });

describe("delete account model", () => {
  it("reaches every state and takes every transition", () => {
    expect(coverage(deleteAccountMachine, paths)).toEqual({ unreachedStates: [], untakenTransitions: [] });
  });

  it("replays every path on a live actor", async () => {
    for (const path of paths) {
      const clock = new SimulatedClock();
      const deleteAccount = controllable<unknown, void>();
      const machine = deleteAccountMachine.provide({ actors: { deleteAccount: deleteAccount.logic } });
      const actor = createActor(machine, { clock }).start();
      expect(await replay(path, { machine, actor, clock, actors: { deleteAccount } }), describePath(path)).toEqual([]);
      actor.stop();
    }
  });
});
