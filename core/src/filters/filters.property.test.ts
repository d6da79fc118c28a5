import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { FILTER_CATALOGUE } from "../domain/filter.catalogue";
import type { FilterKey, FilterSelection } from "../domain/filter.schema";
import { FindQuery } from "../platform/endpoints";
import { filtersMachine } from "./filters.machine";
import { toFindQuery } from "./filters.query";
import type { FiltersEmitted, FiltersEvent, ModelsTab } from "./filters.schema";
import { FILTER_KEYS, chipsOf, filterOptions, normalizeSelection, selectionFromSearch, selectionToSearch } from "./filters.selection";

const key = fc.constantFrom(...FILTER_KEYS);
// Mostly catalogue options, sometimes junk that must be dropped.
const optionOf = (k: FilterKey) => fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...filterOptions(k)) }, { weight: 1, arbitrary: fc.string({ maxLength: 5 }) });
const keyed = <T>(f: (k: FilterKey) => fc.Arbitrary<T>) => key.chain((k) => f(k).map((v) => [k, v] as const));
const rawSelection: fc.Arbitrary<FilterSelection> = fc
  .array(keyed((k) => fc.array(optionOf(k), { maxLength: 4 })), { maxLength: 5 })
  .map((entries) => Object.fromEntries(entries));
const tab = fc.constantFrom<ModelsTab>("all", "new", "toy", "favourites");
const category = fc.constantFrom<string | null>(null, "teen", "mature");

const event: fc.Arbitrary<FiltersEvent> = fc.oneof(
  keyed((k) => fc.oneof(optionOf(k), fc.constant(""), fc.array(optionOf(k), { maxLength: 3 }))).map(([k, value]) => ({ type: "filters.select" as const, key: k, value })),
  keyed(optionOf).map(([k, option]) => ({ type: "filters.toggle" as const, key: k, option })),
  key.map((k) => ({ type: "filters.remove" as const, key: k })),
  fc.constant({ type: "filters.clear" as const }),
  fc.record({ selection: rawSelection, category: fc.option(category, { nil: undefined }), tab: fc.option(tab, { nil: undefined }) }).map((r) => ({
    type: "filters.replace" as const,
    selection: r.selection,
    ...(r.category === undefined ? {} : { category: r.category }),
    ...(r.tab === undefined ? {} : { tab: r.tab }),
  })),
  category.map((c) => ({ type: "filters.category.set" as const, category: c })),
  tab.map((t) => ({ type: "filters.tab.set" as const, tab: t })),
  fc.constantFrom({ type: "filters.drawer.open" as const }, { type: "filters.drawer.close" as const }),
);

function isCanonical(selection: FilterSelection) {
  return Object.entries(selection).every(([k, options]) => {
    const catalogue = FILTER_CATALOGUE[k as FilterKey] as Record<string, unknown> | undefined;
    return catalogue !== undefined && options.length > 0 && options.every((o) => Object.hasOwn(catalogue, o)) && new Set(options).size === options.length;
  });
}

describe("filters properties", () => {
  it("keeps selections canonical, chips derived, and announces exactly the real changes", () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        const actor = createActor(filtersMachine, { input: {} });
        const emitted: FiltersEmitted[] = [];
        actor.on("filters.changed", (e) => emitted.push(e));
        actor.start();
        for (const e of events) {
          const before = actor.getSnapshot().context;
          const count = emitted.length;
          actor.send(e);
          const after = actor.getSnapshot().context;
          expect(isCanonical(after.selectedFilters)).toBe(true);
          expect(after.chips).toEqual(chipsOf(after.selectedFilters));
          const changed = JSON.stringify([before.selectedFilters, before.category, before.tab]) !== JSON.stringify([after.selectedFilters, after.category, after.tab]);
          expect(emitted.length - count).toBe(changed ? 1 : 0);
          if (!changed) expect(after).toBe(before);
        }
        actor.stop();
      }),
      { numRuns: 300 },
    );
  });

  it("replacing with the current filters is a no-op (§5)", () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 20 }), rawSelection, (events, noise) => {
        const actor = createActor(filtersMachine, { input: { selection: noise } }).start();
        events.forEach((e) => actor.send(e));
        const before = actor.getSnapshot();
        let emitted = 0;
        actor.on("filters.changed", () => (emitted += 1));
        const { selectedFilters, category: c, tab: t } = before.context;
        // The same filters in another order and with duplicates are still equal.
        const shuffled = Object.fromEntries(Object.entries(selectedFilters).reverse().map(([k, o]) => [k, [...o, ...o].reverse()]));
        actor.send({ type: "filters.replace", selection: shuffled, category: c, tab: t });
        expect(emitted).toBe(0);
        expect(actor.getSnapshot().context).toBe(before.context);
      }),
    );
  });

  it("round-trips the selection through the URL", () => {
    fc.assert(
      fc.property(rawSelection, (selection) => {
        expect(selectionFromSearch(new URLSearchParams(selectionToSearch(selection)))).toEqual(normalizeSelection(selection));
      }),
    );
  });

  it("builds a valid user/find query that always asks for gender female", () => {
    fc.assert(
      fc.property(rawSelection, category, tab, (selection, c, t) => {
        const query = toFindQuery(normalizeSelection(selection), c, t);
        expect(Schema.decodeUnknownResult(FindQuery)(query)._tag).toBe("Success");
        expect(query.select?.gender).toEqual(["female"]);
        expect(query.filter?.status !== undefined).toBe(query.select?.popular?.includes("free") ?? false);
        expect(query.filter?.category).toBe(c ?? undefined);
      }),
    );
  });
});
