import { describe, expect, it } from "vitest";
import { SimulatedClock, createActor } from "xstate";
import { coverage, describePath, replay, transitionPaths } from "../testing/machine-model";
import { nudeFilterMachine } from "./nude-filter.machine";

const samples = { "nudeFilter.apply": [{ type: "nudeFilter.apply", splash: true }, { type: "nudeFilter.apply", splash: false }] };
const paths = transitionPaths(nudeFilterMachine, { samples });

describe("nude filter model", () => {
  it("reaches every state and takes every transition", () => {
    expect(coverage(nudeFilterMachine, paths)).toEqual({ unreachedStates: [], untakenTransitions: [] });
  });

  it.each(paths.map((p) => [describePath(p), p] as const))("replays %s", async (_, path) => {
    const clock = new SimulatedClock();
    const actor = createActor(nudeFilterMachine, { clock }).start();
    expect(await replay(path, { machine: nudeFilterMachine, actor, clock })).toEqual([]);
  });
});
