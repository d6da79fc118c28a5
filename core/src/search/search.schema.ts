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

/** §9 a username is under 32 characters: a longer search text can match nobody and is cut. */
export const SEARCH_TEXT_MAX_LENGTH = 32;

/** The grid's search text (the `q` of its URL): trimmed, at most 32 characters; undefined when empty or not text. */
export const gridSearchText = (raw: unknown): string | undefined => {
  if (typeof raw !== "string") return undefined;
  const text = raw.trim().slice(0, SEARCH_TEXT_MAX_LENGTH).trim();
  return text === "" ? undefined : text;
};

/** §7 user/autocomplete takes the lowercased search string. */
export const toAutocompleteQuery = (text: string): { username: string } => ({ username: text.trim().toLowerCase() });
