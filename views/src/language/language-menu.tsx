import { Button, Menu, MenuItem, MenuTrigger, Popover } from "react-aria-components";
import { useLingui } from "@lingui/react/macro";
import { ChevronDownIcon, GlobeIcon } from "../ui/icons";
import type { LanguageOption } from "./language.types";
import styles from "./language-menu.module.css";

export type LanguageMenuProps = {
  languages: readonly LanguageOption[];
  current: string;
  onSelect: (key: string) => void;
  /** For stories and tests: render the menu opened. */
  defaultOpen?: boolean;
};

/** §2.3 Language menu: lists the available languages except the current one. */
export function otherLanguages(languages: readonly LanguageOption[], current: string): LanguageOption[] {
  return languages.filter((language) => language.key !== current);
}

export function LanguageMenu({ languages, current, onSelect, defaultOpen }: LanguageMenuProps) {
  const { t } = useLingui();
  const currentName = languages.find((language) => language.key === current)?.name ?? current;
  const items = otherLanguages(languages, current);
  if (items.length === 0) return null;
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <Button className={styles.trigger} aria-label={t`Language: ${currentName}. Change language`}>
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
            <MenuItem id={language.key} className={styles.item} textValue={language.name} lang={language.key}>
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
