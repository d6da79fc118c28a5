import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { FindQuery } from "../platform/endpoints";
import { connectFilters, toFilterState } from "./filters.connect";
import { filtersMachine } from "./filters.machine";
import { cybertoyValues, toFindQuery } from "./filters.query";
import { FiltersEvent, type FiltersEmitted } from "./filters.schema";
import { normalizeSelection, selectionFromSearch, selectionToSearch } from "./filters.selection";

function start(input = {}) {
  const actor = createActor(filtersMachine, { input });
  const changes: FiltersEmitted[] = [];
  actor.on("filters.changed", (e) => changes.push(e));
  actor.start();
  return { actor, changes, view: () => connectFilters(actor.getSnapshot(), actor.send) };
}

describe("filters machine", () => {
  it("starts empty on the all tab with the drawer closed", () => {
    const { actor } = start();
    expect(toFilterState(actor.getSnapshot())).toEqual({ selectedFilters: {}, chips: [], drawerOpen: false });
    expect(actor.getSnapshot().context).toMatchObject({ category: null, tab: "all" });
  });

  it("selects a filter, derives its chip and announces the change", () => {
    const { view, changes } = start();
    view().select("age", ["24-30", "18-24"]);
    expect(view().selectedFilters).toEqual({ age: ["18-24", "24-30"] });
    expect(view().chips).toEqual(["age"]);
    expect(changes).toEqual([{ type: "filters.changed", selection: { age: ["18-24", "24-30"] }, category: null, tab: "all" }]);
  });

  it("removes a filter when its value is empty (§5)", () => {
    const { view, changes } = start({ selection: { language: ["nl"], age: ["18-24"] } });
    view().select("language", "");
    expect(view().selectedFilters).toEqual({ age: ["18-24"] });
    view().select("age", []);
    expect(view().selectedFilters).toEqual({});
    expect(view().chips).toEqual([]);
    expect(changes).toHaveLength(2);
  });

  it("skips a replace with filters equal to the current ones (§5)", () => {
    const { view, changes } = start({ selection: { age: ["18-24", "24-30"] }, category: "blonde" });
    const before = view().selectedFilters;
    view().replace({ age: ["24-30", "18-24", "24-30"] }, "blonde", "all");
    expect(changes).toEqual([]);
    expect(view().selectedFilters).toBe(before);
    view().replace({ age: ["24-30"] });
    expect(changes).toHaveLength(1);
    expect(changes[0]?.selection).toEqual({ age: ["24-30"] });
  });

  it("toggles options, removes a chip and clears", () => {
    const { view } = start();
    view().toggle("hairColor", "red");
    view().toggle("hairColor", "blonde");
    expect(view().selectedFilters).toEqual({ hairColor: ["blonde", "red"] });
    view().toggle("hairColor", "red");
    expect(view().isSelected("hairColor", "red")).toBe(false);
    view().toggle("piercings", "yes");
    expect(view().chips).toEqual(["hairColor", "piercings"]);
    view().remove("hairColor");
    expect(view().chips).toEqual(["piercings"]);
    view().clear();
    expect(view().hasFilters).toBe(false);
  });

  it("ignores options that are not in the catalogue", () => {
    const { view, changes } = start();
    view().toggle("age", "99-120");
    expect(view().selectedFilters).toEqual({});
    expect(changes).toEqual([]);
  });

  it("tracks the category slug and the models tab", () => {
    const { view, changes } = start();
    view().setCategory("mature");
    view().setTab("new");
    view().setTab("new");
    expect(view()).toMatchObject({ category: "mature", tab: "new" });
    expect(view().tabs.find((t) => t.selected)?.tab).toBe("new");
    expect(changes.map((c) => [c.category, c.tab])).toEqual([["mature", "all"], ["mature", "new"]]);
  });

  it("opens and closes the filter drawer without announcing a filter change", () => {
    const { view, changes } = start();
    view().openDrawer();
    expect(view().drawerOpen).toBe(true);
    view().closeDrawer();
    expect(view().drawerOpen).toBe(false);
    expect(changes).toEqual([]);
  });

  it("lists every catalogue group for the pills", () => {
    const { view } = start({ selection: { physique: ["slim"] } });
    const physique = view().groups.find((g) => g.key === "physique");
    expect(physique?.options).toEqual([{ option: "fat", selected: false }, { option: "slim", selected: true }]);
    expect(view().groups.map((g) => g.key)).toContain("penisSize");
  });
});

describe("find query (§9 presets)", () => {
  it("always asks for gender female", () => {
    expect(toFindQuery({}, null, "all")).toEqual({ select: { gender: ["female"] }, ordering: "default", pagination: { limit: 60, offset: 0 } });
  });

  it("maps free, category, new cams, toy, locale and pagination", () => {
    const query = toFindQuery({ popular: ["free"], age: ["18-24"] }, "teen", "new", { locale: "en", pagination: { limit: 60, offset: 120 } });
    expect(query).toEqual({
      filter: { status: ["free"], category: "teen", newCams: "true" },
      select: { popular: ["free"], gender: ["female"], age: ["18-24"] },
      ordering: "default",
      locale: "en",
      pagination: { limit: 60, offset: 120 },
    });
    const toyTab = toFindQuery({}, null, "toy");
    expect(toyTab.select).toEqual({ gender: ["female"] });
    expect(toyTab.filter?.cybertoy).toEqual([1, 2]);
    expect(toFindQuery({ popular: ["toy"] }, null, "toy").filter?.cybertoy).toEqual([1, 2, 3, 5]);
  });

  it("encodes with the platform's FindQuery schema", () => {
    const query = toFindQuery({ language: ["en"] }, "x", "new", { username: "anna" });
    expect(Schema.decodeUnknownSync(FindQuery)(query)).toEqual(query);
  });

  it("names the cybertoy values of §9", () => {
    expect(cybertoyValues({}, "toy")).toEqual([1, 2]);
    expect(cybertoyValues({ popular: ["toy"] }, "all")).toEqual([1, 2, 3, 5]);
    expect(cybertoyValues({}, "all")).toBeUndefined();
  });
});

describe("selection in the URL", () => {
  it("reads comma-separated options per key and drops unknown ones", () => {
    expect(selectionFromSearch("?age=24-30,18-24&colour=red&language=xx,nl&page=2")).toEqual({ age: ["18-24", "24-30"], language: ["nl"] });
    expect(selectionFromSearch({ hairColor: ["red", "blonde"], age: "" })).toEqual({ hairColor: ["blonde", "red"] });
  });

  it("writes them back", () => {
    expect(selectionToSearch({ language: ["en", "nl"], age: [] })).toEqual({ language: "nl,en" });
  });

  it("normalises order and duplicates", () => {
    expect(normalizeSelection({ breastSize: ["4", "1", "4"], unknown: ["x"] })).toEqual({ breastSize: ["1", "4"] });
  });
});

describe("filters events", () => {
  const decode = Schema.decodeUnknownResult(FiltersEvent);
  it("decodes URL and storage events", () => {
    expect(decode({ type: "filters.select", key: "age", value: ["18-24"] })._tag).toBe("Success");
    expect(decode({ type: "filters.replace", selection: { age: ["18-24"] }, tab: "toy" })._tag).toBe("Success");
  });
  it("rejects unknown keys and tabs", () => {
    expect(decode({ type: "filters.select", key: "weight", value: "1" })._tag).toBe("Failure");
    expect(decode({ type: "filters.tab.set", tab: "free" })._tag).toBe("Failure");
  });
});
