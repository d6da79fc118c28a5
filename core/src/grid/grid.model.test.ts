import { describe, expect, it } from "vitest";
import { SimulatedClock, createActor, type AnyMachineSnapshot } from "xstate";
import { controllable, coverage, describePath, replay, transitionPaths } from "../testing/machine-model";
import type { PerformerFindResult, PerformerListItem } from "../domain/performer.schema";
import type { FindQuery } from "../platform/endpoints";
import { gridMachine, type GridOperation } from "./grid.machine";

const performer = (username: string): PerformerListItem => ({
  user: 1, username, rating: 4, onlineStatus: 1, url: "", snapshot: "", nonude: "", age: 25, city: "", languages: [], cybertoy: 0, firstCamSession: 0,
});
const input = { query: { select: { gender: ["female"] } }, limit: 2 };
const samples = {
  "grid.more": [{ type: "grid.more" }],
  "grid.refresh": [{ type: "grid.refresh" }],
  "grid.retry": [{ type: "grid.retry" }],
  "grid.query": [{ type: "grid.query", query: input.query }, { type: "grid.query", query: { select: { gender: ["female"] }, filter: { status: ["free"] } } }],
  "xstate.done.actor.fetchPage": [
    { type: "xstate.done.actor.fetchPage", output: { items: [performer("a"), performer("b")], total: 3 } },
    { type: "xstate.done.actor.fetchPage", output: { items: [performer("c")], total: 3 } },
  ],
  "xstate.error.actor.fetchPage": [{ type: "xstate.error.actor.fetchPage", error: "500" }],
};
// The page count grows with every "more"; beyond 2 pages nothing new happens, so the graph caps it.
const serializeState = (s: AnyMachineSnapshot) =>
  JSON.stringify({ value: s.value, ...s.context, items: s.context.items.map((p: PerformerListItem) => p.username), pages: Math.min(s.context.pages, 2) });
const paths = transitionPaths(gridMachine, { samples, input, serializeState });

describe("grid model", () => {
  it("reaches every state and takes every transition", () => {
    expect(coverage(gridMachine, paths)).toEqual({ unreachedStates: [], untakenTransitions: [] });
  });

  it("replays every path on a live actor", async () => {
    for (const path of paths) {
      const clock = new SimulatedClock();
      const fetchPage = controllable<PerformerFindResult, { query: FindQuery; operation: GridOperation }>();
      const machine = gridMachine.provide({ actors: { fetchPage: fetchPage.logic } });
      const actor = createActor(machine, { clock, input }).start();
      expect(await replay(path, { machine, actor, clock, actors: { fetchPage } }), describePath(path)).toEqual([]);
      actor.stop();
    }
  });
});
