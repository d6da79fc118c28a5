import { describe, expect, it } from "vitest";
import { SimulatedClock, createActor } from "xstate";
import { controllable, coverage, describePath, replay, transitionPaths } from "../testing/machine-model";
import type { ForgotPasswordTarget } from "../rules/forgot-password.rules";
import { forgotPasswordMachine } from "./forgot-password.machine";

const samples = {
  "forgotPassword.input": [{ type: "forgotPassword.input", text: "anna" }, { type: "forgotPassword.input", text: "a" }],
  "forgotPassword.submit": [{ type: "forgotPassword.submit" }],
  "forgotPassword.back": [{ type: "forgotPassword.back" }],
  "xstate.done.actor.requestReset": [{ type: "xstate.done.actor.requestReset", output: true }],
  "xstate.error.actor.requestReset": [{ type: "xstate.error.actor.requestReset", error: "500" }],
};
const paths = transitionPaths(forgotPasswordMachine, { samples });

describe("forgot password model", () => {
  it("reaches every state and takes every transition", () => {
    expect(coverage(forgotPasswordMachine, paths)).toEqual({ unreachedStates: [], untakenTransitions: [] });
  });

  it("replays every path on a live actor", async () => {
    for (const path of paths) {
      const clock = new SimulatedClock();
      const requestReset = controllable<unknown, ForgotPasswordTarget>();
      const machine = forgotPasswordMachine.provide({ actors: { requestReset: requestReset.logic } });
      const actor = createActor(machine, { clock }).start();
      expect(await replay(path, { machine, actor, clock, actors: { requestReset } }), describePath(path)).toEqual([]);
      actor.stop();
    }
  });
});
