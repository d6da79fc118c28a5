import { describe, expect, it } from "vitest";
import { SimulatedClock, createActor } from "xstate";
import { controllable, coverage, describePath, replay, transitionPaths } from "../testing/machine-model";
import { favouritesMachine } from "./favourites.machine";
import type { FavouriteChange } from "./favourites.schema";

const samples = {
  "favourites.loaded": [{ type: "favourites.loaded", performerIds: [7] }],
  "favourites.toggle": [{ type: "favourites.toggle", performerId: 7 }],
  "favourites.clear": [{ type: "favourites.clear" }],
  "favourites.remote": [
    { type: "favourites.remote", performerId: 7, favourite: true },
    { type: "favourites.remote", performerId: 7, favourite: false },
  ],
  "xstate.done.actor.changeFavourite": [{ type: "xstate.done.actor.changeFavourite", output: true }],
  "xstate.error.actor.changeFavourite": [{ type: "xstate.error.actor.changeFavourite", error: "500" }],
};
const paths = transitionPaths(favouritesMachine, { samples });

describe("favourites model", () => {
  it("reaches every state and takes every transition", () => {
    expect(coverage(favouritesMachine, paths)).toEqual({ unreachedStates: [], untakenTransitions: [] });
  });

  it("replays every path on a live actor with a simulated clock", async () => {
    for (const path of paths) {
      const clock = new SimulatedClock();
      const changeFavourite = controllable<unknown, FavouriteChange>();
      const machine = favouritesMachine.provide({ actors: { changeFavourite: changeFavourite.logic } });
      const actor = createActor(machine, { clock }).start();
      expect(await replay(path, { machine, actor, clock, actors: { changeFavourite } }), describePath(path)).toEqual([]);
      actor.stop();
    }
  });
});
