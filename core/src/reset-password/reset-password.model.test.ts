import { describe, expect, it } from "vitest";
import { SimulatedClock, createActor } from "xstate";
import { controllable, coverage, describePath, replay, transitionPaths } from "../testing/machine-model";
import type { PasswordChangeRequest } from "../domain/member.schema";
import { encodeTokenPayload } from "../domain/token";
import { resetPasswordMachine } from "./reset-password.machine";

const token = encodeTokenPayload({ id: 42 });
const samples = {
  "resetPassword.start": [
    { type: "resetPassword.start", presentation: "page", link: null, loginToken: null },
    { type: "resetPassword.start", presentation: "modal", link: { token, password: "tmp123" }, loginToken: null },
    { type: "resetPassword.start", presentation: "modal", link: null, loginToken: "opaque" },
    { type: "resetPassword.start", presentation: "page", link: null, loginToken: token },
  ],
  "resetPassword.input": [
    { type: "resetPassword.input", field: "oldPassword", value: "secret1" },
    { type: "resetPassword.input", field: "newPassword", value: "newpass2" },
    { type: "resetPassword.input", field: "repeatPassword", value: "newpass2" },
  ],
  "resetPassword.blur": [{ type: "resetPassword.blur", field: "newPassword" }],
  "resetPassword.submit": [{ type: "resetPassword.submit" }],
  "resetPassword.again": [{ type: "resetPassword.again" }],
  "xstate.done.actor.changePassword": [{ type: "xstate.done.actor.changePassword", output: true }],
  "xstate.error.actor.changePassword": [{ type: "xstate.error.actor.changePassword", error: "500" }],
};
const paths = transitionPaths(resetPasswordMachine, { samples });

describe("reset password model", () => {
  it("reaches every state and takes every transition", () => {
    expect(coverage(resetPasswordMachine, paths)).toEqual({ unreachedStates: [], untakenTransitions: [] });
  });

  it("replays every path on a live actor with a simulated clock", async () => {
    for (const path of paths) {
      const clock = new SimulatedClock();
      const changePassword = controllable<unknown, PasswordChangeRequest>();
      const machine = resetPasswordMachine.provide({ actors: { changePassword: changePassword.logic } });
      const actor = createActor(machine, { clock }).start();
      expect(await replay(path, { machine, actor, clock, actors: { changePassword } }), describePath(path)).toEqual([]);
      actor.stop();
    }
  });
});
