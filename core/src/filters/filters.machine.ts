import { assign, emit, setup } from "xstate";
import type { FilterSelection } from "../domain/filter.schema";
import type { FiltersEmitted, FiltersEvent, ModelsTab } from "./filters.schema";
import { chipsOf, normalizeSelection, removeFilter, sameSelection, selectFilter, toggleOption } from "./filters.selection";

export interface FiltersContext {
  readonly selectedFilters: FilterSelection;
  /** Derived from `selectedFilters` (§3). */
  readonly chips: readonly string[];
  /** Active category slug, null on the home grid. */
  readonly category: string | null;
  readonly tab: ModelsTab;
}
export interface FiltersInput {
  readonly selection?: FilterSelection;
  readonly category?: string | null;
  readonly tab?: ModelsTab;
}

const withSelection = (selection: FilterSelection) => {
  const selectedFilters = normalizeSelection(selection);
  return { selectedFilters, chips: chipsOf(selectedFilters) };
};

/** The context an event leads to; the machine applies it only when something changed. */
export function reduceFilters(context: FiltersContext, event: FiltersEvent): FiltersContext {
  switch (event.type) {
    case "filters.select":
      return { ...context, ...withSelection(selectFilter(context.selectedFilters, event.key, event.value)) };
    case "filters.toggle":
      return { ...context, ...withSelection(toggleOption(context.selectedFilters, event.key, event.option)) };
    case "filters.remove":
      return { ...context, ...withSelection(removeFilter(context.selectedFilters, event.key)) };
    case "filters.clear":
      return { ...context, ...withSelection({}) };
    case "filters.replace":
      return {
        ...context,
        ...withSelection(event.selection),
        category: event.category === undefined ? context.category : event.category,
        tab: event.tab ?? context.tab,
      };
    case "filters.category.set":
      return { ...context, category: event.category };
    case "filters.tab.set":
      return { ...context, tab: event.tab };
    default:
      return context;
  }
}

const sameFilters = (a: FiltersContext, b: FiltersContext) =>
  sameSelection(a.selectedFilters, b.selectedFilters) && a.category === b.category && a.tab === b.tab;

const change = {
  guard: "changes",
  actions: ["apply", "emitChanged"],
} as const;

/**
 * §3 filter state with the category and models tab of the grid. A change is applied and announced
 * (`filters.changed`) only when it differs from the current filters (§5: an equal replace is skipped).
 * The drawer region is the mobile filter drawer's open flag.
 */
export const filtersMachine = setup({
  types: {
    context: {} as FiltersContext,
    events: {} as FiltersEvent,
    input: {} as FiltersInput,
    emitted: {} as FiltersEmitted,
  },
  guards: {
    changes: ({ context, event }) => !sameFilters(context, reduceFilters(context, event)),
  },
  actions: {
    apply: assign(({ context, event }) => reduceFilters(context, event)),
    emitChanged: emit(({ context }) => ({
      type: "filters.changed" as const,
      selection: context.selectedFilters,
      category: context.category,
      tab: context.tab,
    })),
  },
}).createMachine({
  id: "filters",
  context: ({ input }) => ({
    ...withSelection(input?.selection ?? {}),
    category: input?.category ?? null,
    tab: input?.tab ?? "all",
  }),
  on: {
    "filters.select": change,
    "filters.toggle": change,
    "filters.remove": change,
    "filters.clear": change,
    "filters.replace": change,
    "filters.category.set": change,
    "filters.tab.set": change,
  },
  initial: "drawerClosed",
  states: {
    drawerClosed: { on: { "filters.drawer.open": "drawerOpen" } },
    drawerOpen: { on: { "filters.drawer.close": "drawerClosed" } },
  },
});
export type FiltersMachine = typeof filtersMachine;
