import type { AutocompleteResult } from "../domain/performer.schema";
import { toAutocompleteQuery } from "./search.schema";

/**
 * §2.3 Enter in the search box, when no suggestion is highlighted: the performer whose username is the typed text
 * (case-insensitive, as the autocomplete reads it, §7), else the first suggestion; null when there is none.
 */
export function submittedUsername(results: AutocompleteResult["items"], text: string): string | null {
  const { username: typed } = toAutocompleteQuery(text);
  if (typed === "") return null;
  const exact = results.find((item) => item.username.toLowerCase() === typed);
  return (exact ?? results[0])?.username ?? null;
}
