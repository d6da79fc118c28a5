import { htmlLangOf } from "@camstage/core";
import { Button } from "react-aria-components";
import { useLingui } from "@lingui/react/macro";
import type { LanguageOption } from "./language.types";
import styles from "./language-menu.module.css";

export type LanguageListProps = {
  languages: readonly LanguageOption[];
  current: string;
  onSelect: (key: string) => void;
};

/** The language list of the auth drawer and member menu (§2.3): every language, the current one marked. */
export function LanguageList({ languages, current, onSelect }: LanguageListProps) {
  const { t } = useLingui();
  return (
    <ul className={styles.list} aria-label={t`Languages`}>
      {languages.map((language) => (
        <li key={language.key}>
          <Button
            className={styles.listButton}
            aria-current={language.key === current ? "true" : undefined}
            lang={htmlLangOf(language.key)}
            onPress={() => {
              if (language.key !== current) onSelect(language.key);
            }}
          >
            <span className={styles.code} aria-hidden="true">
              {language.key}
            </span>
            {language.name}
          </Button>
        </li>
      ))}
    </ul>
  );
}
