import { Suspense, lazy, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { ChevronDownIcon, GlobeIcon } from "../ui/icons";
import type { LanguageMenuProps } from "./language-menu";
import { otherLanguages } from "./other-languages";
import styles from "./language-menu.module.css";

// The menu and its popover need most of React Aria; they load after the first paint (DESIGN §6 home budget).
const LanguageMenu = lazy(() => import("./language-menu").then((m) => ({ default: m.LanguageMenu })));

/**
 * `LanguageMenu`, loaded on first render. Meanwhile its trigger stands in: same name and look; a press
 * opens the menu as soon as it has loaded, and focus moves to the real trigger.
 */
export function LazyLanguageMenu(props: LanguageMenuProps) {
  const { t } = useLingui();
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  const { languages, current } = props;
  const currentName = languages.find((language) => language.key === current)?.name ?? current;
  if (otherLanguages(languages, current).length === 0) return null;
  const stub = (
    <button
      type="button"
      className={styles.trigger}
      aria-label={t`Language: ${currentName}. Change language`}
      aria-haspopup="true"
      aria-expanded={false}
      onClick={() => setPressed(true)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <GlobeIcon />
      <span aria-hidden="true">{current}</span>
      <ChevronDownIcon className={styles.chevron} />
    </button>
  );
  return (
    <Suspense fallback={stub}>
      <LanguageMenu {...props} defaultOpen={props.defaultOpen || pressed} autoFocus={props.autoFocus || focused} />
    </Suspense>
  );
}
