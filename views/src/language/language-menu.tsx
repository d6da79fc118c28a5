import { htmlLangOf } from "@camstage/core";
import { Button, Menu, MenuItem, MenuTrigger, Popover } from "react-aria-components";
import { useLingui } from "@lingui/react/macro";
import { ChevronDownIcon, GlobeIcon } from "../ui/icons";
import type { LanguageOption } from "./language.types";
import { otherLanguages } from "./other-languages";
import styles from "./language-menu.module.css";

export type LanguageMenuProps = {
  languages: readonly LanguageOption[];
  current: string;
  onSelect: (key: string) => void;
  /** For stories and tests: render the menu opened. */
  defaultOpen?: boolean;
  /** Focus the trigger on mount (when it replaces a focused stand-in, see LazyLanguageMenu). */
  autoFocus?: boolean;
};

export { otherLanguages };

export function LanguageMenu({ languages, current, onSelect, defaultOpen, autoFocus }: LanguageMenuProps) {
  const { t } = useLingui();
  const currentName = languages.find((language) => language.key === current)?.name ?? current;
  const items = otherLanguages(languages, current);
  if (items.length === 0) return null;
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <Button className={styles.trigger} autoFocus={autoFocus} aria-label={t`Language: ${currentName}. Change language`}>
        <GlobeIcon />
        <span aria-hidden="true">{current}</span>
        <ChevronDownIcon className={styles.chevron} />
      </Button>
      <Popover className={styles.popover} placement="bottom end" offset={6}>
        <Menu
          className={styles.menu}
          items={items}
          onAction={(key) => onSelect(String(key))}
        >
          {(language) => (
            <MenuItem id={language.key} className={styles.item} textValue={language.name} lang={htmlLangOf(language.key)}>
              <span className={styles.code} aria-hidden="true">
                {language.key}
              </span>
              {language.name}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
