import type { LanguageOption } from "./language.types";

/** §2.3 Language menu: lists the available languages except the current one. */
export function otherLanguages(languages: readonly LanguageOption[], current: string): LanguageOption[] {
  return languages.filter((language) => language.key !== current);
}
