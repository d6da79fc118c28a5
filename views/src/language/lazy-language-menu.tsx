import { Suspense, lazy, useState } from "react";
import { useIntent } from "../ui/use-intent";
import { useLingui } from "@lingui/react/macro";
import { ChevronDownIcon, GlobeIcon } from "../ui/icons";
import type { LanguageMenuProps } from "./language-menu";
import { otherLanguages } from "./other-languages";
import styles from "./language-menu.module.css";

// The menu and its popover need most of React Aria; they load when the visitor reaches for the trigger (ARCHITECTURE §6).
const LanguageMenu = lazy(() => import("./language-menu").then((m) => ({ default: m.LanguageMenu })));

/**
 * `LanguageMenu`, loaded once the visitor points at, presses or focuses its trigger. Until then (and while it
 * loads) the trigger stands in: same name and look; a press opens the menu as soon as it has loaded, and focus
 * moves to the real trigger.
 */
export function LazyLanguageMenu(props: LanguageMenuProps) {
  const { t } = useLingui();
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  const { wanted, intent } = useIntent();
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
      onPointerEnter={intent.onPointerEnter}
      onPointerDown={(event) => {
        intent.onPointerDown(event);
        // A mouse opens a menu on press start, as React Aria's trigger does: the real trigger may take this one's
        // place before the button is released, and the click would be lost.
        if (event.pointerType === "mouse") setPressed(true);
      }}
      onClick={() => setPressed(true)}
      onFocus={(event) => {
        setFocused(true);
        intent.onFocus(event);
      }}
      onBlur={() => setFocused(false)}
    >
      <GlobeIcon />
      <span aria-hidden="true">{current}</span>
      <ChevronDownIcon className={styles.chevron} />
    </button>
  );
  // A press without a pointer (keyboard Enter on the stand-in) is intent too.
  if (!wanted && !pressed && !props.defaultOpen) return stub;
  return (
    <Suspense fallback={stub}>
      <LanguageMenu {...props} defaultOpen={props.defaultOpen || pressed} autoFocus={props.autoFocus || focused} />
    </Suspense>
  );
}
