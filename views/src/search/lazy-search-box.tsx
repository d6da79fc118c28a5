import { Suspense, lazy, useId, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { cx } from "../ui/cx";
import { visuallyHiddenClassName } from "../ui/visually-hidden";
import { SearchIcon } from "../ui/icons";
import { useIntent, type IntentHandlers } from "../ui/use-intent";
import type { SearchBoxProps } from "./search-box";
import { submitOnEnter } from "./search-submit";
import styles from "./search.module.css";

// The combobox needs most of React Aria; it loads when the visitor reaches for the field (ARCHITECTURE §6).
const SearchBox = lazy(() => import("./search-box").then((m) => ({ default: m.SearchBox })));

/**
 * The search field as it looks before the combobox has loaded: same label, placeholder and size. Typing
 * already reaches the search flow, and focus moves to the combobox when it takes over.
 */
function SearchFieldPlaceholder({
  query,
  onQueryChange,
  onSubmit,
  width,
  onFocusChange,
  intent,
}: Pick<SearchBoxProps, "query" | "onQueryChange" | "onSubmit" | "width"> & { onFocusChange: (focused: boolean) => void; intent: IntentHandlers }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className={cx(styles.combo, width === "desktop" && styles.desktop)}>
      <label className={visuallyHiddenClassName} htmlFor={id}>{t`Search performers`}</label>
      <div className={styles.field} onPointerEnter={intent.onPointerEnter} onPointerDown={intent.onPointerDown}>
        <SearchIcon aria-hidden="true" />
        <input
          id={id}
          className={styles.input}
          type="text"
          role="combobox"
          aria-expanded={false}
          aria-autocomplete="list"
          autoComplete="off"
          placeholder={t`Search models`}
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          onKeyDown={submitOnEnter(onSubmit)}
          onFocus={(event) => {
            onFocusChange(true);
            intent.onFocus(event);
          }}
          onBlur={() => onFocusChange(false)}
        />
      </div>
    </div>
  );
}

/**
 * `SearchBox`, loaded once the visitor points at, presses or focuses the field (or something is typed into it); a
 * look-alike field stands in until then and while it loads.
 */
export function LazySearchBox(props: SearchBoxProps) {
  const { width = "desktop", autoFocus } = props;
  const [placeholderFocused, setPlaceholderFocused] = useState(false);
  const { wanted, intent } = useIntent();
  const placeholder = (
    <SearchFieldPlaceholder
      query={props.query}
      onQueryChange={props.onQueryChange}
      onSubmit={props.onSubmit}
      width={width}
      onFocusChange={setPlaceholderFocused}
      intent={intent}
    />
  );
  if (!wanted && !autoFocus && props.query === "") return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SearchBox {...props} width={width} autoFocus={autoFocus || placeholderFocused} />
    </Suspense>
  );
}
