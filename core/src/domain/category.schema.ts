import { Schema } from "effect";
import { FilterSelection } from "./filter.schema";

export const LocalizedName = Schema.Struct({ name: Schema.String });

/** §3 Category. `meta` holds the localized name per locale; `filters` is the grid filter it applies. */
export const Category = Schema.Struct({
  slug: Schema.String,
  key: Schema.String,
  active: Schema.Boolean,
  selected: Schema.Boolean,
  mobileImageBg: Schema.String,
  meta: Schema.Record(Schema.String, LocalizedName),
  filters: FilterSelection,
  highlight: Schema.Struct({ active: Schema.Boolean }),
  position: Schema.Number,
  h2Tabs: Schema.Record(
    Schema.String,
    Schema.Array(Schema.Struct({ tab: Schema.String, title: Schema.String, content: Schema.String, image: Schema.optional(Schema.String) })),
  ),
  main: Schema.Record(Schema.String, Schema.Struct({ title: Schema.String, content: Schema.String })),
});
export type Category = typeof Category.Type;

export const CategoryList = Schema.Array(Category);
