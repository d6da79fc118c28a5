import { Schema } from "effect";

export const SearchEvent = Schema.Union([
  Schema.Struct({ type: Schema.Literal("search.input"), text: Schema.String }),
  Schema.Struct({ type: Schema.Literal("search.clear") }),
  Schema.Struct({ type: Schema.Literal("search.select"), username: Schema.String }),
  Schema.Struct({ type: Schema.Literal("search.dismiss") }),
  /** Enter with no suggestion highlighted (§2.3): the exact username match, else the first suggestion, else the grid by text. */
  Schema.Struct({ type: Schema.Literal("search.submit") }),
]).pipe(Schema.toTaggedUnion("type"));
export type SearchEvent = typeof SearchEvent.Type;

/**
 * Emitted when a suggestion is chosen or Enter picks one: the app opens that performer's profile. Enter on a text
 * that names nobody searches the grid for it (§7 user/find filter.username): the app shows the grid by that text.
 */
export type SearchEmitted = { type: "search.selected"; username: string } | { type: "search.searched"; text: string };


/** §7 user/autocomplete takes the lowercased search string. */
export const toAutocompleteQuery = (text: string): { username: string } => ({ username: text.trim().toLowerCase() });
