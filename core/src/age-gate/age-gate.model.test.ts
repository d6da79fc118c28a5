import { describe, expect, it } from "vitest";
import { SimulatedClock, createActor } from "xstate";
import { coverage, describePath, replay, transitionPaths } from "../testing/machine-model";
import { ageGateMachine } from "./age-gate.machine";

const samples = {
  "ageGate.check": [
    { type: "ageGate.check", splash6: true, verified: false },
    { type: "ageGate.check", splash6: false, verified: false },
    { type: "ageGate.check", splash6: true, verified: true },
  ],
  "ageGate.agree": [{ type: "ageGate.agree" }],
  "ageGate.follow": [{ type: "ageGate.follow", link: "terms" }, { type: "ageGate.follow", link: "privacy" }],
};
const paths = transitionPaths(ageGateMachine, { samples });

describe("age gate model", () => {
  it("reaches every state and takes every transition", () => {
    expect(coverage(ageGateMachine, paths)).toEqual({ unreachedStates: [], untakenTransitions: [] });
  });

  it.each(paths.map((p) => [describePath(p), p] as const))("replays %s", async (_, path) => {
    const clock = new SimulatedClock();
    const actor = createActor(ageGateMachine, { clock }).start();
    expect(await replay(path, { machine: ageGateMachine, actor, clock })).toEqual([]);
  });
});
