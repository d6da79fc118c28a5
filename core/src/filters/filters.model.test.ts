import { expect } from "vitest";
import { connectFilters, type FiltersSnapshot } from "./filters.connect";
import { filtersMachine } from "./filters.machine";
import { describeModel } from "../testing/model-test";

// A small alphabet keeps the graph finite: two keys, one category, two tabs.
const samples = {
  "filters.select": [{ type: "filters.select", key: "age", value: "18-24" }, { type: "filters.select", key: "age", value: "" }],
  "filters.toggle": [{ type: "filters.toggle", key: "language", option: "nl" }],
  "filters.remove": [{ type: "filters.remove", key: "age" }],
  "filters.clear": [{ type: "filters.clear" }],
  "filters.replace": [{ type: "filters.replace", selection: { age: ["18-24"] } }],
  "filters.category.set": [{ type: "filters.category.set", category: "teen" }, { type: "filters.category.set", category: null }],
  "filters.tab.set": [{ type: "filters.tab.set", tab: "new" }, { type: "filters.tab.set", tab: "all" }],
  "filters.drawer.open": [{ type: "filters.drawer.open" }],
  "filters.drawer.close": [{ type: "filters.drawer.close" }],
};

/** In either drawer state the chips, the pills and the tabs say the same selection. */
const consistent = (view: ReturnType<typeof connectFilters>) => {
  expect(view.hasFilters).toBe(view.chips.length > 0);
  for (const group of view.groups) for (const { option, selected } of group.options) expect(selected).toBe(view.isSelected(group.key, option));
  // §3 one chip per group with a pressed pill, in catalogue order.
  expect(view.chips).toEqual(view.groups.filter((group) => group.options.some((o) => o.selected)).map((group) => group.key));
  expect(view.tabs.filter((tab) => tab.selected).map((tab) => tab.tab)).toEqual([view.tab]);
};

describeModel("filters", {
  machine: filtersMachine,
  samples,
  input: {},
  expose: (snapshot) => connectFilters(snapshot as FiltersSnapshot, () => {}),
  states: {
    drawerClosed: (view) => {
      expect(view.drawerOpen).toBe(false);
      consistent(view);
    },
    drawerOpen: (view) => {
      expect(view.drawerOpen).toBe(true);
      consistent(view);
    },
  },
});
