import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SimulatedClock, createActor } from "xstate";
import { TIMINGS_MS } from "../constants";
import { controllable, settle } from "../testing/machine-model";
import type { AutocompleteResult } from "../domain/performer.schema";
import { searchMachine } from "./search.machine";
import { toAutocompleteQuery } from "./search.schema";

type Step =
  | { kind: "input"; text: string }
  | { kind: "tick"; ms: number }
  | { kind: "answer"; names: string[] }
  | { kind: "fail" }
  | { kind: "select"; username: string }
  | { kind: "clear" }
  | { kind: "dismiss" }
  | { kind: "submit" };

const text = fc.oneof(fc.constantFrom("", " ", "An", "ANNA ", "bé"), fc.string({ maxLength: 6 }));
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: text.map((t) => ({ kind: "input" as const, text: t })) },
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 300 }).map((ms) => ({ kind: "tick" as const, ms })) },
  { weight: 2, arbitrary: fc.array(fc.constantFrom("anna", "annabel", "bea"), { maxLength: 3 }).map((names) => ({ kind: "answer" as const, names })) },
  fc.constant({ kind: "fail" as const }),
  fc.constantFrom("anna", "bea").map((username) => ({ kind: "select" as const, username })),
  fc.constant({ kind: "clear" as const }),
  fc.constant({ kind: "dismiss" as const }),
  fc.constant({ kind: "submit" as const }),
);

describe("search properties", () => {
  it("asks only after a pause, with the lowercased non-empty text, and only a success replaces the list", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 40 }), async (steps) => {
        const clock = new SimulatedClock();
        const api = controllable<AutocompleteResult, { username: string }>();
        const actor = createActor(searchMachine.provide({ actors: { autocomplete: api.logic } }), { clock });
        const selected: string[] = [];
        actor.on("search.selected", (event) => selected.push(event.username));
        actor.start();
        let lastInputAt = 0;
        for (const s of steps) {
          const before = actor.getSnapshot().context;
          const calls = api.calls.length;
          const selectedBefore = selected.length;
          if (s.kind === "input") {
            actor.send({ type: "search.input", text: s.text });
            lastInputAt = clock.now();
          } else if (s.kind === "tick") clock.increment(s.ms);
          else if (s.kind === "select") actor.send({ type: "search.select", username: s.username });
          else if (s.kind === "clear") actor.send({ type: "search.clear" });
          else if (s.kind === "dismiss") actor.send({ type: "search.dismiss" });
          else if (s.kind === "submit") actor.send({ type: "search.submit" });
          else if (api.isPending) {
            if (s.kind === "answer") api.resolve({ items: s.names.map((username) => ({ username, snapshot: "", onlineStatus: 0 })) });
            else api.reject(new Error("503"));
            await settle();
          }
          const snap = actor.getSnapshot();
          const { text: now, results } = snap.context;
          for (const call of api.calls.slice(calls)) {
            expect(call).toEqual(toAutocompleteQuery(now));
            expect(call.username).not.toBe("");
            expect(clock.now() - lastInputAt).toBeGreaterThanOrEqual(TIMINGS_MS.fetchMinDelay);
          }
          if (s.kind === "fail") expect(results).toBe(before.results);
          if (now.trim() === "") expect(results).toEqual([]);
          if (snap.value === "results") expect(snap.context.query).toBe(toAutocompleteQuery(now).username);
          // §2.3 Enter opens only a performer the autocomplete named for the text as typed (a selection this Enter made:
          // one picked from the list earlier is not this Enter's).
          if (s.kind === "submit" && selected.length > selectedBefore && before.query === toAutocompleteQuery(before.text).username) {
            expect(before.results.map((r) => r.username)).toContain(selected.at(-1));
          }
        }
        actor.stop();
      }),
      { numRuns: 200 },
    );
  });
});
