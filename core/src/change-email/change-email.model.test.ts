import { describe, expect, it } from "vitest";
import { SimulatedClock, createActor } from "xstate";
import { controllable, coverage, describePath, replay, transitionPaths } from "../testing/machine-model";
import type { EmailChangeRequest } from "../domain/member.schema";
import { PlatformHttpError } from "../platform/platform-error";
import { changeEmailMachine } from "./change-email.machine";

const input = { memberId: 42, currentEmail: "ann@example.com" };
const samples = {
  "changeEmail.input": [
    { type: "changeEmail.input", field: "email", value: "new@example.com" },
    { type: "changeEmail.input", field: "repeatEmail", value: "new@example.com" },
  ],
  "changeEmail.submit": [{ type: "changeEmail.submit" }],
  "changeEmail.again": [{ type: "changeEmail.again" }],
  "changeEmail.start": [{ type: "changeEmail.start", memberId: 9, currentEmail: "new@example.com" }],
  "xstate.done.actor.changeEmail": [{ type: "xstate.done.actor.changeEmail", output: true }],
  "xstate.error.actor.changeEmail": [
    { type: "xstate.error.actor.changeEmail", error: new PlatformHttpError({ method: "PUT", path: "/member" }, 400, "badRequest.email.exists", null) },
    { type: "xstate.error.actor.changeEmail", error: "500" },
  ],
};
const paths = transitionPaths(changeEmailMachine, { samples, input });

describe("change e-mail model", () => {
  it("reaches every state and takes every transition", () => {
    expect(coverage(changeEmailMachine, paths)).toEqual({ unreachedStates: [], untakenTransitions: [] });
  });

  it("replays every path on a live actor", async () => {
    for (const path of paths) {
      const clock = new SimulatedClock();
      const changeEmail = controllable<unknown, EmailChangeRequest>();
      const machine = changeEmailMachine.provide({ actors: { changeEmail: changeEmail.logic } });
      const actor = createActor(machine, { clock, input }).start();
      expect(await replay(path, { machine, actor, clock, actors: { changeEmail } }), describePath(path)).toEqual([]);
      actor.stop();
    }
  });
});
