import { Schema } from "effect";
import { FindQuery } from "../platform/endpoints";

/** The user/find query without its pagination: the grid pages it itself. */
export const GridQuery = Schema.Struct({
  filter: FindQuery.fields.filter,
  select: FindQuery.fields.select,
  ordering: FindQuery.fields.ordering,
  locale: FindQuery.fields.locale,
});
export type GridQuery = typeof GridQuery.Type;

export const GridEvent = Schema.Union([
  /** The infinite-scroll sentinel came within the margin (§2.6, 200 px). */
  Schema.Struct({ type: Schema.Literal("grid.more") }),
  Schema.Struct({ type: Schema.Literal("grid.refresh") }),
  Schema.Struct({ type: Schema.Literal("grid.retry") }),
  Schema.Struct({ type: Schema.Literal("grid.query"), query: GridQuery }),
]).pipe(Schema.toTaggedUnion("type"));
export type GridEvent = typeof GridEvent.Type;
