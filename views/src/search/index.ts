export { SearchBox } from "./search-box";
export type { SearchBoxProps } from "./search-box";
export type { SearchSuggestion } from "./search.types";
export { useSearch } from "./use-search";
export { LazySearchBox } from "./lazy-search-box";
