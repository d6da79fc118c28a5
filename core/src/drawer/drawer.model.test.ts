import { describe, expect, it } from "vitest";
import { SimulatedClock, createActor } from "xstate";
import { drawerMachine } from "./drawer.machine";
import { coverage, describePath, replay, transitionPaths } from "../testing/machine-model";

const samples = {
  "drawer.open": [{ type: "drawer.open" }],
  "drawer.toggle": [{ type: "drawer.toggle" }],
  "drawer.close": [{ type: "drawer.close", via: "mask" }, { type: "drawer.close", via: "button" }],
};
const paths = transitionPaths(drawerMachine, { samples, input: { side: "left" } });

describe("drawer model", () => {
  it("reaches every state and takes every transition", () => {
    expect(coverage(drawerMachine, paths)).toEqual({ unreachedStates: [], untakenTransitions: [] });
  });

  it.each(paths.map((p) => [describePath(p), p] as const))("replays %s on a live actor", async (_, path) => {
    const clock = new SimulatedClock();
    const actor = createActor(drawerMachine, { clock, input: { side: "left" } }).start();
    expect(await replay(path, { machine: drawerMachine, actor, clock })).toEqual([]);
  });
});
