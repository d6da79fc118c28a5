import { Button } from "react-aria-components";
import { useLingui } from "@lingui/react/macro";
import type { FilterKey, FilterSelection } from "@camstage/core";
import { Chip } from "../ui/pill";
import { activeFilters, useFilterLabels } from "./filter-labels";
import styles from "./filters.module.css";

export type ActiveFilterChipsProps = {
  selected: FilterSelection;
  onRemove: (key: FilterKey, option: string) => void;
  onClear: () => void;
  /** The text searched for (Enter in the search box when nobody was suggested), shown as the first chip. */
  text?: string | undefined;
  onClearText?: () => void;
};

/** Chips of the searched text and the active filters with a clear-all; renders nothing when neither is active. */
export function ActiveFilterChips({ selected, onRemove, onClear, text, onClearText }: ActiveFilterChipsProps) {
  const { t } = useLingui();
  const labels = useFilterLabels();
  const active = activeFilters(selected);
  if (active.length === 0 && !text) return null;
  return (
    <div className={styles.chipsRow}>
      <ul className={styles.chips} aria-label={t`Active filters`}>
        {text ? (
          <li>
            <Chip removeLabel={t`Remove search ${text}`} onRemove={() => onClearText?.()}>
              {t`“${text}”`}
            </Chip>
          </li>
        ) : null}
        {active.map(({ key, option }) => {
          const label = labels.option(key, option);
          return (
            <li key={`${key}:${option}`}>
              <Chip removeLabel={t`Remove filter ${label}`} onRemove={() => onRemove(key, option)}>
                {label}
              </Chip>
            </li>
          );
        })}
      </ul>
      <Button className={styles.clear} onPress={onClear}>
        {t`Clear all`}
      </Button>
    </div>
  );
}
