export { SearchBox } from "./search-box";
export type { SearchBoxProps } from "./search-box";
export type { SearchSuggestion } from "./search.types";
export { LazySearchBox } from "./lazy-search-box";
