import { Suspense, lazy, useId, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { cx } from "../ui/cx";
import { visuallyHiddenClassName } from "../ui/visually-hidden";
import { SearchIcon } from "../ui/icons";
import type { SearchBoxProps } from "./search-box";
import { submitOnEnter } from "./search-submit";
import styles from "./search.module.css";

// The combobox needs most of React Aria; it loads after the first paint (DESIGN §6 home budget).
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
}: Pick<SearchBoxProps, "query" | "onQueryChange" | "onSubmit" | "width"> & { onFocusChange: (focused: boolean) => void }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className={cx(styles.combo, width === "desktop" && styles.desktop)}>
      <label className={visuallyHiddenClassName} htmlFor={id}>{t`Search performers`}</label>
      <div className={styles.field}>
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
          onFocus={() => onFocusChange(true)}
          onBlur={() => onFocusChange(false)}
        />
      </div>
    </div>
  );
}

/** `SearchBox`, loaded on first render; a look-alike field stands in meanwhile. */
export function LazySearchBox(props: SearchBoxProps) {
  const { width = "desktop", autoFocus } = props;
  const [placeholderFocused, setPlaceholderFocused] = useState(false);
  return (
    <Suspense
      fallback={
        <SearchFieldPlaceholder
          query={props.query}
          onQueryChange={props.onQueryChange}
          onSubmit={props.onSubmit}
          width={width}
          onFocusChange={setPlaceholderFocused}
        />
      }
    >
      <SearchBox {...props} width={width} autoFocus={autoFocus || placeholderFocused} />
    </Suspense>
  );
}
