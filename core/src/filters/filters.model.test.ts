import { describe, expect, it } from "vitest";
import { SimulatedClock, createActor } from "xstate";
import { coverage, describePath, replay, transitionPaths } from "../testing/machine-model";
import { filtersMachine } from "./filters.machine";

// A small alphabet keeps the graph finite: two keys, one category, two tabs.
const samples = {
  "filters.select": [{ type: "filters.select", key: "age", value: "18-24" }, { type: "filters.select", key: "age", value: "" }],
  "filters.toggle": [{ type: "filters.toggle", key: "language", option: "nl" }],
  "filters.remove": [{ type: "filters.remove", key: "age" }],
  "filters.clear": [{ type: "filters.clear" }],
  "filters.replace": [{ type: "filters.replace", selection: { age: ["18-24"] } }],
  "filters.category.set": [{ type: "filters.category.set", category: "teen" }, { type: "filters.category.set", category: null }],
  "filters.tab.set": [{ type: "filters.tab.set", tab: "new" }, { type: "filters.tab.set", tab: "all" }],
  "filters.drawer.open": [{ type: "filters.drawer.open" }],
  "filters.drawer.close": [{ type: "filters.drawer.close" }],
};
const paths = transitionPaths(filtersMachine, { samples, input: {} });

describe("filters model", () => {
  it("reaches every state and takes every transition", () => {
    expect(coverage(filtersMachine, paths)).toEqual({ unreachedStates: [], untakenTransitions: [] });
  });

  it("replays every path on a live actor", async () => {
    for (const path of paths) {
      const clock = new SimulatedClock();
      const actor = createActor(filtersMachine, { clock, input: {} }).start();
      expect(await replay(path, { machine: filtersMachine, actor, clock }), describePath(path)).toEqual([]);
      actor.stop();
    }
  });
});
