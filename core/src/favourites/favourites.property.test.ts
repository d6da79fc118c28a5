import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SimulatedClock, createActor } from "xstate";
import { TIMINGS_MS } from "../constants";
import { controllable, settle } from "../testing/machine-model";
import { favouritesMachine } from "./favourites.machine";
import type { FavouriteChange } from "./favourites.schema";

type Step =
  | { kind: "toggle"; id: number }
  | { kind: "tick"; ms: number }
  | { kind: "answer" }
  | { kind: "fail" }
  | { kind: "remote"; id: number; favourite: boolean }
  | { kind: "signOut" }
  | { kind: "signIn" };
const id = fc.integer({ min: 1, max: 4 });
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: id.map((i) => ({ kind: "toggle" as const, id: i })) },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 2000 }).map((ms) => ({ kind: "tick" as const, ms })) },
  { weight: 2, arbitrary: fc.constant({ kind: "answer" as const }) },
  fc.constant({ kind: "fail" as const }),
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("remote" as const), id, favourite: fc.boolean() }) },
  fc.constant({ kind: "signOut" as const }),
  fc.constant({ kind: "signIn" as const }),
);

describe("favourites properties", () => {
  it("at most one call at a time, never locked beyond 3 s, ids unique, a call asks the opposite of the current state, a remote change applies without a call, a guest's toggle makes none", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 40 }), async (steps) => {
        const clock = new SimulatedClock();
        const api = controllable<unknown, FavouriteChange>();
        const actor = createActor(favouritesMachine.provide({ actors: { changeFavourite: api.logic } }), { clock }).start();
        actor.send({ type: "favourites.loaded", performerIds: [] });
        let lockedAt = 0;
        for (const s of steps) {
          const before = actor.getSnapshot();
          const calls = api.calls.length;
          if (s.kind === "toggle") actor.send({ type: "favourites.toggle", performerId: s.id });
          else if (s.kind === "tick") clock.increment(s.ms);
          else if (s.kind === "remote") actor.send({ type: "favourites.remote", performerId: s.id, favourite: s.favourite });
          else if (s.kind === "signOut") actor.send({ type: "favourites.clear" });
          else if (s.kind === "signIn") actor.send({ type: "favourites.loaded", performerIds: [1] });
          else if (api.isPending) {
            if (s.kind === "answer") api.resolve(true);
            else api.reject(new Error("500"));
            await settle();
          }
          const snap = actor.getSnapshot();
          const started = api.calls.slice(calls);
          expect(started.length).toBeLessThanOrEqual(before.value === "toggling" || !before.context.member ? 0 : 1);
          for (const call of started) {
            expect(call.add).toBe(!before.context.performerIds.includes(call.performerId));
            lockedAt = clock.now();
          }
          if (snap.value === "toggling") expect(clock.now() - lockedAt).toBeLessThan(TIMINGS_MS.clickLock);
          if (s.kind === "remote") {
            // Applied at once, without a call, leaving the lock as it was.
            expect(started).toEqual([]);
            expect(snap.context.performerIds.includes(s.id)).toBe(s.favourite);
            expect(snap.value).toBe(before.value);
            expect(snap.context.pending).toEqual(before.context.pending);
          }
          expect(new Set(snap.context.performerIds).size).toBe(snap.context.performerIds.length);
          expect(api.isPending).toBe(snap.value === "toggling");
        }
        actor.stop();
      }),
      { numRuns: 200 },
    );
  });
});
