// Apart from search.schema.ts: the grid route reads its search text on the first page, the search flow's schemas
// load later (ARCHITECTURE §6).

/** §9 a username is under 32 characters: a longer search text can match nobody and is cut. */
export const SEARCH_TEXT_MAX_LENGTH = 32;

/** The grid's search text (the `q` of its URL): trimmed, at most 32 characters; undefined when empty or not text. */
export const gridSearchText = (raw: unknown): string | undefined => {
  if (typeof raw !== "string") return undefined;
  const text = raw.trim().slice(0, SEARCH_TEXT_MAX_LENGTH).trim();
  return text === "" ? undefined : text;
};
