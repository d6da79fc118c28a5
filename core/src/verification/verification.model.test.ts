import { describe, expect, it } from "vitest";
import { SimulatedClock, createActor } from "xstate";
import { controllable, coverage, describePath, replay, transitionPaths } from "../testing/machine-model";
import type { ActivateRequest, TokenResponse } from "../domain/member.schema";
import { encodeTokenPayload } from "../domain/token";
import { PlatformHttpError } from "../platform/platform-error";
import { verificationMachine } from "./verification.machine";

const now = 1_800_000_000_000;
const request = { method: "POST", path: "/activate" };
const samples = {
  "verification.start": [
    { type: "verification.start", key: "opaque", fingerprint: "fp", now },
    { type: "verification.start", key: encodeTokenPayload({ exp: now / 1000 - 1 }), fingerprint: "fp", now },
    { type: "verification.start", key: "", fingerprint: "fp", now },
  ],
  "verification.resend": [{ type: "verification.resend" }],
  "xstate.done.actor.activate": [{ type: "xstate.done.actor.activate", output: { token: "tok" } }],
  "xstate.error.actor.activate": [
    { type: "xstate.error.actor.activate", error: new PlatformHttpError(request, 400, "badRequest.activation.verified", null) },
    { type: "xstate.error.actor.activate", error: new PlatformHttpError(request, 400, "badRequest.activation.invalid", null) },
  ],
  "xstate.done.actor.resendActivation": [{ type: "xstate.done.actor.resendActivation", output: true }],
  "xstate.error.actor.resendActivation": [{ type: "xstate.error.actor.resendActivation", error: "500" }],
};
const paths = transitionPaths(verificationMachine, { samples });

describe("verification model", () => {
  it("reaches every state and takes every transition", () => {
    expect(coverage(verificationMachine, paths)).toEqual({ unreachedStates: [], untakenTransitions: [] });
  });

  it("replays every path on a live actor with a simulated clock", async () => {
    for (const path of paths) {
      const clock = new SimulatedClock();
      const activate = controllable<TokenResponse, ActivateRequest>();
      const resendActivation = controllable<unknown, void>();
      const machine = verificationMachine.provide({ actors: { activate: activate.logic, resendActivation: resendActivation.logic } });
      const actor = createActor(machine, { clock }).start();
      expect(await replay(path, { machine, actor, clock, actors: { activate, resendActivation } }), describePath(path)).toEqual([]);
      actor.stop();
    }
  });
});
