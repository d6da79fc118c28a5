import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { controllable, settle } from "../testing/machine-model";
import type { PerformerFindResult, PerformerListItem } from "../domain/performer.schema";
import type { FindQuery } from "../platform/endpoints";
import { gridMachine, type GridOperation } from "./grid.machine";

const LIMIT = 3;
const performer = (username: string): PerformerListItem => ({
  user: 1, username, rating: 4, onlineStatus: 1, url: "", snapshot: "", nonude: "", age: 25, city: "", languages: [], cybertoy: 0, firstCamSession: 0,
});
type Step =
  | { kind: "more" }
  | { kind: "refresh" }
  | { kind: "retry" }
  | { kind: "query"; free: boolean }
  | { kind: "answer"; names: string[]; full: boolean }
  | { kind: "fail" };
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constantFrom<Step>({ kind: "more" }, { kind: "refresh" }, { kind: "retry" }, { kind: "fail" }),
  fc.boolean().map((free) => ({ kind: "query" as const, free })),
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("answer" as const), names: fc.array(fc.constantFrom("a", "b", "c", "d", "e", "f", "g"), { maxLength: 12 }), full: fc.boolean() }) },
);

describe("grid properties", () => {
  it("keeps performers unique, asks for consistent offsets and follows the full-page rule", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 30 }), async (steps) => {
        const api = controllable<PerformerFindResult, { query: FindQuery; operation: GridOperation }>();
        const actor = createActor(gridMachine.provide({ actors: { fetchPage: api.logic } }), { input: { query: {}, limit: LIMIT } }).start();
        let checked = 0;
        for (const s of steps) {
          const before = actor.getSnapshot().context;
          if (s.kind === "more") actor.send({ type: "grid.more" });
          else if (s.kind === "refresh") actor.send({ type: "grid.refresh" });
          else if (s.kind === "retry") actor.send({ type: "grid.retry" });
          else if (s.kind === "query") actor.send({ type: "grid.query", query: s.free ? { filter: { status: ["free"] } } : {} });
          else if (api.isPending) {
            const requested = api.calls.at(-1)?.query.pagination.limit ?? LIMIT;
            if (s.kind === "answer") {
              // The platform never answers more than asked; a "full" answer is exactly the limit.
              const names = s.full ? Array.from({ length: requested }, (_, i) => s.names[i] ?? `p${i}`) : s.names.slice(0, requested - 1);
              api.resolve({ items: names.map(performer), total: 99 });
              await settle();
              const after = actor.getSnapshot().context;
              expect(after.hasMore).toBe(names.length === requested);
            } else {
              api.reject(new Error("500"));
              await settle();
              expect(actor.getSnapshot().context.items).toBe(before.items);
            }
          }
          const { items, pages } = actor.getSnapshot().context;
          expect(new Set(items.map((p) => p.username)).size).toBe(items.length);
          expect(items.length).toBeLessThanOrEqual(Math.max(1, pages) * LIMIT);
          // Every request since the last check asked for the right window.
          for (const call of api.calls.slice(checked)) {
            const { limit, offset } = call.query.pagination;
            if (call.operation === "first") expect([limit, offset]).toEqual([LIMIT, 0]);
            if (call.operation === "more") expect([limit, offset]).toEqual([LIMIT, before.pages * LIMIT]);
            if (call.operation === "refresh") expect([limit, offset]).toEqual([Math.max(1, before.pages) * LIMIT, 0]);
          }
          checked = api.calls.length;
        }
        actor.stop();
      }),
      { numRuns: 200 },
    );
  });
});
