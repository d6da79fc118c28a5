import { FILTER_KEYS, type FilterKey, type FilterSelection } from "@camstage/core";
import { Pill } from "../ui/pill";
import { CheckIcon } from "../ui/icons-more";
import { ActiveFilterChips } from "./active-filter-chips";
import { displayOptions, useFilterLabels } from "./filter-labels";
import styles from "./filters.module.css";

export type FilterPanelProps = {
  selected: FilterSelection;
  /** Toggle one option of a group; the filters machine decides what the new selection is. */
  onToggle: (key: FilterKey, option: string) => void;
  onClear: () => void;
  /** Groups to show; every key of the §3 catalogue by default. */
  keys?: readonly FilterKey[];
};

/** §3 filter catalogue as toggle pills, with chips of the active filters and a clear-all. */
export function FilterPanel({ selected, onToggle, onClear, keys = FILTER_KEYS }: FilterPanelProps) {
  const labels = useFilterLabels();
  return (
    <div className={styles.panel}>
      <ActiveFilterChips selected={selected} onRemove={onToggle} onClear={onClear} />
      {keys.map((key) => {
        const headingId = `filter-group-${key}`;
        return (
          <div key={key} role="group" aria-labelledby={headingId} className={styles.group}>
            <h3 id={headingId} className={styles.groupTitle}>
              {labels.group(key)}
            </h3>
            <ul className={styles.pills}>
              {displayOptions(key).map((option) => {
                const isSelected = selected[key]?.includes(option) ?? false;
                return (
                  <li key={option}>
                    <Pill isSelected={isSelected} onChange={() => onToggle(key, option)}>
                      {isSelected ? <CheckIcon aria-hidden="true" /> : null}
                      {labels.option(key, option)}
                    </Pill>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
