import { useState } from "react";
import type { FilterKey, FilterSelection } from "@camstage/core";
import type { CategoryLink } from "../filters.types";
import { CategoryBar } from "../category-bar";
import { FilterDrawer } from "../filter-drawer";
import { FilterPanel } from "../filter-panel";
import { ModelsSubNav, type ModelsSubNavProps } from "../models-sub-nav";
import type { ActiveFilterChipsProps } from "../active-filter-chips";
import { SearchBoxDemo } from "../../search/examples/search.examples";
import { Button } from "../../ui/button";

export const exampleCategories: CategoryLink[] = [
  { key: "new", name: "New models", href: "/en/new-models" },
  { key: "blondes", name: "Blondes", href: "/en/blondes", current: true },
  { key: "mature", name: "Mature", href: "/en/mature" },
  { key: "dutch", name: "Dutch girls", href: "/en/dutch-girls" },
  { key: "latina", name: "Latina", href: "/en/latina" },
  { key: "curvy", name: "Curvy", href: "/en/curvy" },
  { key: "asian", name: "Asian", href: "/en/asian" },
  { key: "toys", name: "Interactive toys", href: "/en/toys" },
];

export const exampleSelection: FilterSelection = {
  gender: ["female"],
  age: ["18-24"],
  language: ["nl", "en"],
  hairColor: ["blonde"],
};

/** Local toggle logic for stories only; the app uses the filters machine. */
function toggle(selection: FilterSelection, key: FilterKey, option: string): FilterSelection {
  const current = selection[key] ?? [];
  const next = current.includes(option) ? current.filter((o) => o !== option) : [...current, option];
  const { [key]: _removed, ...rest } = selection;
  return next.length === 0 ? rest : { ...rest, [key]: next };
}

export function useExampleSelection(initial: FilterSelection = exampleSelection) {
  const [selected, setSelected] = useState(initial);
  return {
    selected,
    onToggle: (key: FilterKey, option: string) => setSelected((s) => toggle(s, key, option)),
    onClear: () => setSelected({}),
  };
}

export function FilterPanelDemo({ initial }: { initial?: FilterSelection }) {
  const filters = useExampleSelection(initial);
  return (
    <div style={{ maxWidth: "40rem", padding: "1rem" }}>
      <FilterPanel {...filters} />
    </div>
  );
}

export function FilterDrawerDemo({ initiallyOpen = true, loggedIn = false }: { initiallyOpen?: boolean; loggedIn?: boolean }) {
  const filters = useExampleSelection();
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <div style={{ padding: "1rem" }}>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Filters
      </Button>
      <FilterDrawer
        {...filters}
        isOpen={open}
        onClose={() => setOpen(false)}
        categories={exampleCategories}
        allModelsHref="/en"
        favouritesHref={loggedIn ? "/en/favourites" : undefined}
        searchSlot={<SearchBoxDemo width="full" bare />}
      />
    </div>
  );
}

export function CategoryBarDemo({ loggedIn = false }: { loggedIn?: boolean }) {
  const filters = useExampleSelection();
  const count = Object.values(filters.selected).reduce((sum, options) => sum + options.length, 0);
  return (
    <CategoryBar
      categories={exampleCategories}
      allModelsHref="/en"
      favouritesHref={loggedIn ? "/en/favourites" : undefined}
      activeFilterCount={count}
      onFiltersOpen={() => {}}
      searchSlot={<SearchBoxDemo bare />}
    />
  );
}

/** The grid searched for a text nobody's username starts with (Enter in the search box), beside a filter. */
export const searchedTextChips: ActiveFilterChipsProps = { selected: { language: ["nl"] }, text: "nna", onRemove: () => {}, onClear: () => {}, onClearText: () => {} };

export const modelsSubNavGuest: ModelsSubNavProps = {
  current: "all",
  allHref: "/en",
  newHref: "/en/new-cams",
  toyHref: "/en/toy",
  favouritesHref: "/en/favourites",
  isLoggedIn: false,
  onLoginRequired: () => {},
};

export function ModelsSubNavDemo(props: Partial<ModelsSubNavProps>) {
  return (
    <div style={{ padding: "0 1rem", borderBottom: "1px solid var(--color-border)" }}>
      <ModelsSubNav {...modelsSubNavGuest} {...props} />
    </div>
  );
}
