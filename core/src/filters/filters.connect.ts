import type { SnapshotFrom } from "xstate";
import type { FilterKey, FilterSelection, FilterState } from "../domain/filter.schema";
import type { FiltersEvent, FilterValue, ModelsTab } from "./filters.schema";
import type { filtersMachine } from "./filters.machine";
import { FILTER_KEYS, filterOptions } from "./filters.selection";
import { toFindQuery, type FindQueryOptions } from "./filters.query";
import { MODELS_TABS } from "./models-tab";

export type FiltersSnapshot = SnapshotFrom<typeof filtersMachine>;

/** §3 FilterState of a snapshot. */
export const toFilterState = (snapshot: FiltersSnapshot): FilterState => ({
  selectedFilters: snapshot.context.selectedFilters,
  chips: snapshot.context.chips,
  drawerOpen: snapshot.value === "drawerOpen",
});

export function connectFilters(snapshot: FiltersSnapshot, send: (event: FiltersEvent) => void) {
  const { selectedFilters, chips, category, tab } = snapshot.context;
  const isSelected = (key: FilterKey, option: string) => selectedFilters[key]?.includes(option) ?? false;
  return {
    selectedFilters,
    chips,
    category,
    tab,
    drawerOpen: snapshot.value === "drawerOpen",
    hasFilters: chips.length > 0,
    /** The catalogue with each option's pressed state, for the drawer pills. */
    groups: FILTER_KEYS.map((key) => ({
      key,
      options: filterOptions(key).map((option) => ({ option, selected: isSelected(key, option) })),
    })),
    tabs: MODELS_TABS.map((t) => ({ tab: t, selected: t === tab, requiresLogin: t === "favourites" })),
    isSelected,
    /** The user/find query for the current filters (pagination defaults to the first page). */
    findQuery: (options?: FindQueryOptions) => toFindQuery(selectedFilters, category, tab, options),
    select: (key: FilterKey, value: FilterValue) => send({ type: "filters.select", key, value }),
    toggle: (key: FilterKey, option: string) => send({ type: "filters.toggle", key, option }),
    remove: (key: FilterKey) => send({ type: "filters.remove", key }),
    clear: () => send({ type: "filters.clear" }),
    replace: (selection: FilterSelection, category?: string | null, tab?: ModelsTab) =>
      send({
        type: "filters.replace",
        selection,
        ...(category === undefined ? {} : { category }),
        ...(tab === undefined ? {} : { tab }),
      }),
    setCategory: (slug: string | null) => send({ type: "filters.category.set", category: slug }),
    setTab: (next: ModelsTab) => send({ type: "filters.tab.set", tab: next }),
    openDrawer: () => send({ type: "filters.drawer.open" }),
    closeDrawer: () => send({ type: "filters.drawer.close" }),
  };
}
export type FiltersConnect = ReturnType<typeof connectFilters>;
