import { expect } from "vitest";
import { controllable } from "../testing/machine-model";
import { describeModel } from "../testing/model-test";
import { connectFavourites, type FavouritesSnapshot } from "./favourites.connect";
import { favouritesMachine } from "./favourites.machine";
import type { FavouriteChange } from "./favourites.schema";

describeModel("favourites", {
  machine: favouritesMachine,
  samples: {
    "favourites.loaded": [{ type: "favourites.loaded", performerIds: [7] }],
    "favourites.toggle": [{ type: "favourites.toggle", performerId: 7 }],
    "favourites.clear": [{ type: "favourites.clear" }],
    "favourites.remote": [
      { type: "favourites.remote", performerId: 7, favourite: true },
      { type: "favourites.remote", performerId: 7, favourite: false },
    ],
    "xstate.done.actor.changeFavourite": [{ type: "xstate.done.actor.changeFavourite", output: true }],
    "xstate.error.actor.changeFavourite": [{ type: "xstate.error.actor.changeFavourite", error: "500" }],
  },
  effects: () => ({ changeFavourite: controllable<unknown, FavouriteChange>() }),
  expose: (snapshot) => connectFavourites(snapshot as FavouritesSnapshot, () => {}),
  states: {
    ready: (view) => {
      expect(view.isLocked).toBe(false);
      expect(view.isPending(7)).toBe(false);
      expect(view.count).toBe(new Set(view.performerIds).size);
    },
    // §4 one toggle at a time: every heart is locked, the toggled one shows its pending state.
    toggling: (view) => expect([view.isLocked, view.isPending(7)]).toEqual([true, true]),
  },
});
