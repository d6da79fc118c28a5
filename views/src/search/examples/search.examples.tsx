import { useState } from "react";
import { SearchBox, type SearchBoxProps } from "../search-box";
import type { SearchSuggestion } from "../search.types";

const avatar = (hue: number, initial: string) =>
  "data:image/svg+xml;utf8," +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="72" height="72"><defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 55%)"/><stop offset="1" stop-color="hsl(${hue + 40} 70% 35%)"/></linearGradient></defs><rect width="72" height="72" fill="url(#a)"/><text x="36" y="46" text-anchor="middle" font-family="Arial" font-size="30" font-weight="700" fill="white">${initial}</text></svg>`,
  );

export const exampleSuggestions: SearchSuggestion[] = [
  { username: "SweetSophie", avatarUrl: avatar(330, "S"), status: "online" },
  { username: "SophiaRose", avatarUrl: avatar(280, "S"), status: "free" },
  { username: "SofiaLatina", avatarUrl: avatar(20, "S"), status: "vip" },
  { username: "SonjaNL", avatarUrl: avatar(200, "S"), status: "pause" },
  { username: "SoleilMarie", avatarUrl: avatar(45, "S"), status: "offline" },
];

const base: SearchBoxProps = { query: "", onQueryChange: () => {}, suggestions: [], onSelect: () => {} };

export const searchResults: SearchBoxProps = { ...base, query: "so", suggestions: exampleSuggestions, autoFocus: true };
export const searchLoading: SearchBoxProps = { ...base, query: "so", isLoading: true, autoFocus: true };
export const searchEmpty: SearchBoxProps = { ...base, query: "zzz", suggestions: [], autoFocus: true };
/** The autocomplete failed (issue 14): the box says the suggestions are unavailable. */
export const searchFailed: SearchBoxProps = { ...base, query: "so", suggestions: [], isFailed: true, autoFocus: true };
export const searchIdle: SearchBoxProps = base;

/** A working box filtering the example list locally, as the autocomplete would. */
export function SearchBoxDemo({ bare = false, ...props }: Partial<SearchBoxProps> & { bare?: boolean }) {
  const [query, setQuery] = useState(props.query ?? "");
  const [chosen, setChosen] = useState<string | null>(null);
  const q = query.trim().toLowerCase();
  const suggestions = q.length === 0 ? [] : exampleSuggestions.filter((s) => s.username.toLowerCase().startsWith(q));
  const box = (
    <SearchBox {...base} {...props} query={query} onQueryChange={setQuery} suggestions={props.suggestions ?? suggestions} onSelect={setChosen} />
  );
  if (bare) return box;
  return (
    <div style={{ padding: "1rem", minHeight: "26rem" }}>
      {box}
      <p style={{ marginTop: "1rem", color: "var(--color-text-muted)" }}>{chosen ? `Would navigate to /profile/${chosen}` : "\u00a0"}</p>
    </div>
  );
}
