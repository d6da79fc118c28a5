import { Schema } from "effect";
import { FilterKey, FilterSelection } from "../domain/filter.schema";
import { MODELS_TABS } from "./models-tab";

/** §2.3 models sub-nav: all models, new cams, toy, favourites (login required). Free is disabled. */
export const ModelsTab = Schema.Literals(MODELS_TABS);
export type ModelsTab = typeof ModelsTab.Type;

/** A filter value: one option key, or several. An empty value removes the filter (§5). */
export const FilterValue = Schema.Union([Schema.String, Schema.Array(Schema.String)]);
export type FilterValue = typeof FilterValue.Type;

export const FiltersEvent = Schema.Union([
  Schema.Struct({ type: Schema.Literal("filters.select"), key: FilterKey, value: FilterValue }),
  Schema.Struct({ type: Schema.Literal("filters.toggle"), key: FilterKey, option: Schema.String }),
  Schema.Struct({ type: Schema.Literal("filters.remove"), key: FilterKey }),
  Schema.Struct({ type: Schema.Literal("filters.clear") }),
  Schema.Struct({
    type: Schema.Literal("filters.replace"),
    selection: FilterSelection,
    category: Schema.optional(Schema.NullOr(Schema.String)),
    tab: Schema.optional(ModelsTab),
  }),
  Schema.Struct({ type: Schema.Literal("filters.category.set"), category: Schema.NullOr(Schema.String) }),
  Schema.Struct({ type: Schema.Literal("filters.tab.set"), tab: ModelsTab }),
  Schema.Struct({ type: Schema.Literal("filters.drawer.open") }),
  Schema.Struct({ type: Schema.Literal("filters.drawer.close") }),
]).pipe(Schema.toTaggedUnion("type"));
export type FiltersEvent = typeof FiltersEvent.Type;

/** Emitted whenever the selection, category or tab really changed (never for an equal replace, §5). */
export type FiltersEmitted = {
  type: "filters.changed";
  selection: FilterSelection;
  category: string | null;
  tab: ModelsTab;
};
