import type { LanguageMenuProps } from "../language-menu";

const noop = () => {};

export const languageMenuEnglish: LanguageMenuProps = {
  languages: [
    { key: "nl", name: "Nederlands" },
    { key: "en", name: "English" },
  ],
  current: "en",
  onSelect: noop,
};

export const languageMenuDutch: LanguageMenuProps = { ...languageMenuEnglish, current: "nl" };

export const languageMenuMany: LanguageMenuProps = {
  ...languageMenuEnglish,
  languages: [
    { key: "nl", name: "Nederlands" },
    { key: "en", name: "English" },
    { key: "de", name: "Deutsch" },
    { key: "fr", name: "Français" },
  ],
};
