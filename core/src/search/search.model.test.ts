import { describe, expect, it } from "vitest";
import { SimulatedClock, createActor } from "xstate";
import { controllable, coverage, describePath, replay, transitionPaths } from "../testing/machine-model";
import type { AutocompleteResult } from "../domain/performer.schema";
import { searchMachine } from "./search.machine";

const anna = { username: "Anna", snapshot: "/s/anna.jpg", onlineStatus: 1 };
const samples = {
  "search.input": [{ type: "search.input", text: "AN" }, { type: "search.input", text: " " }],
  "search.clear": [{ type: "search.clear" }],
  "search.select": [{ type: "search.select", username: "Anna" }],
  "search.dismiss": [{ type: "search.dismiss" }],
  "xstate.done.actor.autocomplete": [{ type: "xstate.done.actor.autocomplete", output: { items: [anna] } }],
  "xstate.error.actor.autocomplete": [{ type: "xstate.error.actor.autocomplete", error: "503" }],
};
const paths = transitionPaths(searchMachine, { samples });

describe("search model", () => {
  it("reaches every state and takes every transition", () => {
    expect(coverage(searchMachine, paths)).toEqual({ unreachedStates: [], untakenTransitions: [] });
  });

  it("replays every path on a live actor with a simulated clock", async () => {
    for (const path of paths) {
      const clock = new SimulatedClock();
      const autocomplete = controllable<AutocompleteResult, { username: string }>();
      const machine = searchMachine.provide({ actors: { autocomplete: autocomplete.logic } });
      const actor = createActor(machine, { clock }).start();
      expect(await replay(path, { machine, actor, clock, actors: { autocomplete } }), describePath(path)).toEqual([]);
      actor.stop();
    }
  });
});
