import { useRef } from "react";
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text } from "react-aria-components";
import { useLingui } from "@lingui/react/macro";
import { cx } from "../ui/cx";
import { Spinner, StatusDot, visuallyHiddenClassName, type StatusTone } from "../ui/feedback";
import { SearchIcon } from "../ui/icons";
import { submitOnEnter } from "./search-submit";
import type { SearchSuggestion } from "./search.types";
import styles from "./search.module.css";

export type SearchBoxProps = {
  query: string;
  onQueryChange: (query: string) => void;
  suggestions: readonly SearchSuggestion[];
  isLoading?: boolean;
  /** The suggestions could not be loaded (§8: the list is left as it was; issue 14: the box says so). */
  isFailed?: boolean;
  /** Navigates to the chosen performer (§2.3 autocomplete). */
  onSelect: (username: string) => void;
  /** Enter with no suggestion highlighted (§2.3): the search flow picks the performer. */
  onSubmit?: () => void;
  /** `desktop` takes var(--search-width) from 1024 px; `full` fills its container (drawer). */
  width?: "desktop" | "full";
  /** Focus the field on mount (which also opens the list when it has something to show). */
  autoFocus?: boolean;
};

function useStatusLabel() {
  const { t } = useLingui();
  const labels: Record<StatusTone, string> = {
    online: t`Online`,
    free: t`Free chat`,
    vip: t`In VIP show`,
    pause: t`On a break`,
    offline: t`Offline`,
  };
  return (tone: StatusTone) => labels[tone];
}

/** §2.3 Search bar with autocomplete: a labelled combobox listing avatar, username and status. */
export function SearchBox({ query, onQueryChange, suggestions, isLoading = false, isFailed = false, onSelect, onSubmit, width = "desktop", autoFocus }: SearchBoxProps) {
  const { t } = useLingui();
  const statusLabel = useStatusLabel();
  const fieldRef = useRef<HTMLDivElement>(null);
  return (
    <ComboBox
      className={cx(styles.combo, width === "desktop" && styles.desktop)}
      inputValue={query}
      onInputChange={onQueryChange}
      items={suggestions}
      allowsCustomValue
      allowsEmptyCollection={query.trim().length > 0}
      menuTrigger="focus"
      selectedKey={null}
      onSelectionChange={(key) => {
        if (key !== null) onSelect(String(key));
      }}
    >
      <Label className={visuallyHiddenClassName}>{t`Search performers`}</Label>
      <div className={styles.field} ref={fieldRef}>
        <SearchIcon aria-hidden="true" />
        <Input className={styles.input} placeholder={t`Search models`} autoFocus={autoFocus} onKeyDown={submitOnEnter(onSubmit)} />
        {isLoading ? <Spinner label={t`Searching`} size="1rem" /> : null}
      </div>
      {/*
        Issue 14: said below the field (and the field's description), whether or not the list is open. The element is
        always there, empty until needed: React Aria links a description only when it exists as the field mounts.
      */}
      <Text slot="description" className={styles.notice} aria-live="polite">
        {isFailed && !isLoading ? t`Suggestions are unavailable right now` : null}
      </Text>
      <Popover className={styles.popover} triggerRef={fieldRef} placement="bottom start" offset={6}>
        <ListBox
          className={styles.list}
          renderEmptyState={() => (
            <div className={styles.empty}>{isLoading ? t`Searching…` : isFailed ? t`Suggestions are unavailable right now` : t`No models found`}</div>
          )}
        >
          {(item: SearchSuggestion) => (
            <ListBoxItem id={item.username} textValue={item.username} className={styles.item}>
              <span className={styles.avatarWrap}>
                <img className={styles.avatar} src={item.avatarUrl} alt="" width={36} height={36} loading="lazy" />
                <StatusDot tone={item.status} />
              </span>
              <span className={styles.name}>{item.username}</span>
              <span className={styles.status}>{statusLabel(item.status)}</span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
