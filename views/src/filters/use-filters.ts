import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { connectFilters, type FilterKey, type filtersMachine } from "@camstage/core";

/** Binds the filter views to the filters actor: spread `panelProps` on FilterPanel/FilterDrawer. */
export function useFilters(actorRef: ActorRefFrom<typeof filtersMachine>) {
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectFilters(snapshot, actorRef.send);
  const activeFilterCount = Object.values(api.selectedFilters).reduce((sum, options) => sum + options.length, 0);
  return {
    ...api,
    activeFilterCount,
    panelProps: {
      selected: api.selectedFilters,
      onToggle: (key: FilterKey, option: string) => api.toggle(key, option),
      onClear: api.clear,
    },
    drawerProps: { isOpen: api.drawerOpen, onClose: api.closeDrawer },
  };
}
