import { Schema } from "effect";

/**
 * §3 Filter catalogue. A selection maps a catalogue key to the chosen option keys.
 * An empty list (or a missing key) means "no filter" (§5).
 */
export const FilterKey = Schema.Literals([
  "popular", "gender", "age", "language", "ethnicity", "hairColor", "physique", "breastSize", "penisSize", "shaved", "piercings",
]);
export type FilterKey = typeof FilterKey.Type;

export const FilterSelection = Schema.Record(Schema.String, Schema.Array(Schema.String));
export type FilterSelection = typeof FilterSelection.Type;

/** §3 Filter state. */
export const FilterState = Schema.Struct({
  selectedFilters: FilterSelection,
  chips: Schema.Array(Schema.String),
  drawerOpen: Schema.Boolean,
});
export type FilterState = typeof FilterState.Type;
