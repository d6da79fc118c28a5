import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { SimulatedClock, createActor } from "xstate";
import { controllable, settle } from "../testing/machine-model";
import { connectFavourites } from "./favourites.connect";
import { favouritesMachine } from "./favourites.machine";
import { FavouritesEvent, type FavouriteChange, type FavouritesEmitted } from "./favourites.schema";

function start() {
  const clock = new SimulatedClock();
  const api = controllable<unknown, FavouriteChange>();
  const actor = createActor(favouritesMachine.provide({ actors: { changeFavourite: api.logic } }), { clock });
  const warnings: FavouritesEmitted[] = [];
  actor.on("favourites.warning", (e) => warnings.push(e));
  actor.start();
  actor.send({ type: "favourites.loaded", performerIds: [7] });
  return { clock, api, warnings, actor, view: () => connectFavourites(actor.getSnapshot(), actor.send) };
}

describe("favourites", () => {
  it("a guest's heart changes nothing and asks to sign up; a member's toggles; signed out, a guest again (issue 28)", async () => {
    const api = controllable<unknown, FavouriteChange>();
    const actor = createActor(favouritesMachine.provide({ actors: { changeFavourite: api.logic } }));
    const asked: FavouritesEmitted[] = [];
    actor.on("favourites.signUpWanted", (e) => asked.push(e));
    actor.start();
    const view = () => connectFavourites(actor.getSnapshot(), actor.send);
    view().toggle(9);
    expect(asked).toEqual([{ type: "favourites.signUpWanted", performerId: 9 }]);
    expect(api.calls).toEqual([]);
    expect(view()).toMatchObject({ isLocked: false, performerIds: [] });

    actor.send({ type: "favourites.loaded", performerIds: [] });
    view().toggle(9);
    expect(api.calls).toEqual([{ performerId: 9, add: true }]);
    api.resolve(true);
    await settle();
    expect(view().isFavourite(9)).toBe(true);

    actor.send({ type: "favourites.clear" });
    view().toggle(9);
    expect(asked).toHaveLength(2);
    expect(api.calls).toHaveLength(1);
  });

  it("adds a performer that is not a favourite and removes one that is (§7 POST/DELETE)", async () => {
    const { api, view } = start();
    view().toggle(9);
    expect(api.calls).toEqual([{ performerId: 9, add: true }]);
    api.resolve(true);
    await settle();
    expect(view().isFavourite(9)).toBe(true);
    view().toggle(7);
    expect(api.calls.at(-1)).toEqual({ performerId: 7, add: false });
    api.resolve(true);
    await settle();
    expect(view().performerIds).toEqual([9]);
  });

  it("a toggle is ignored while the previous one is pending (§4)", () => {
    const { api, view } = start();
    view().toggle(9);
    expect(view()).toMatchObject({ isLocked: true });
    expect(view().isPending(9)).toBe(true);
    view().toggle(9);
    view().toggle(3);
    expect(api.calls).toHaveLength(1);
  });

  it("the lock lasts at most 3 s; an unanswered call is dropped with a warning (§9)", () => {
    const { api, view, clock, warnings } = start();
    view().toggle(9);
    clock.increment(2999);
    expect(view().isLocked).toBe(true);
    clock.increment(1);
    expect(view()).toMatchObject({ isLocked: false, performerIds: [7] });
    expect(api.isPending).toBe(false);
    expect(warnings).toEqual([{ type: "favourites.warning", change: { performerId: 9, add: true } }]);
  });

  it("a failure leaves the list as it was and warns only (§8)", async () => {
    const { api, view, warnings } = start();
    view().toggle(7);
    api.reject(new Error("500"));
    await settle();
    expect(view()).toMatchObject({ isLocked: false, performerIds: [7] });
    expect(warnings).toHaveLength(1);
  });

  it("a change from another tab or the socket applies without a call, idempotently; logout clears the list", () => {
    const { actor, api, view } = start();
    actor.send({ type: "favourites.remote", performerId: 4, favourite: true });
    actor.send({ type: "favourites.remote", performerId: 4, favourite: true });
    actor.send({ type: "favourites.remote", performerId: 7, favourite: false });
    actor.send({ type: "favourites.remote", performerId: 7, favourite: false });
    expect(view().performerIds).toEqual([4]);
    expect(api.calls).toEqual([]);
    actor.send({ type: "favourites.clear" });
    expect(view().count).toBe(0);
  });

  it("a remote change during a pending toggle applies at once and keeps the lock; the toggle's answer then agrees", async () => {
    const { actor, api, view } = start();
    view().toggle(9);
    actor.send({ type: "favourites.remote", performerId: 9, favourite: true });
    actor.send({ type: "favourites.remote", performerId: 3, favourite: true });
    expect(view()).toMatchObject({ isLocked: true, performerIds: [7, 9, 3] });
    expect(api.calls).toHaveLength(1);
    api.resolve(true);
    await settle();
    expect(view()).toMatchObject({ isLocked: false, performerIds: [7, 9, 3] });
  });

  it("its events decode from plain data", () => {
    expect(Schema.decodeUnknownSync(FavouritesEvent)({ type: "favourites.toggle", performerId: 3 })).toEqual({ type: "favourites.toggle", performerId: 3 });
    expect(() => Schema.decodeUnknownSync(FavouritesEvent)({ type: "favourites.toggle", performerId: "3" })).toThrow();
    expect(() => Schema.decodeUnknownSync(FavouritesEvent)({ type: "favourites.remote", performerId: 3 })).toThrow();
  });
});
