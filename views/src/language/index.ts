export { LanguageMenu, otherLanguages } from "./language-menu";
export type { LanguageMenuProps } from "./language-menu";
export { LanguageList } from "./language-list";
export type { LanguageListProps } from "./language-list";
export type { LanguageOption } from "./language.types";
export { LazyLanguageMenu } from "./lazy-language-menu";
