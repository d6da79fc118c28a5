import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { NativeButton } from "../ui/native-button";
import { PillLink } from "../ui/pill-link";
import { FilterIcon, GridIcon, HeartIcon } from "../ui/icons";
import type { BrowseLinks, CategoryLink } from "./filters.types";
import styles from "./filters.module.css";

export type CategoryBarProps = BrowseLinks & {
  categories: readonly CategoryLink[];
  /** The SearchBox. */
  searchSlot?: ReactNode;
  /** Opens the filter drawer; with the number of active filters as a badge. */
  onFiltersOpen?: () => void;
  activeFilterCount?: number;
};

/** §2.3 Category filter bar: all models, highlighted categories, favourites, filters and (from 1024 px) search. */
export function CategoryBar(props: CategoryBarProps) {
  const { t } = useLingui();
  const count = props.activeFilterCount ?? 0;
  return (
    <nav className={styles.bar} aria-label={t`Categories`}>
      <div className={styles.barInner}>
        <ul className={styles.barScroller}>
          <BrowsePills {...props} />
        </ul>
        <div className={styles.barEnd}>
          {props.onFiltersOpen ? (
            <NativeButton
              variant="secondary"
              size="sm"
              onPress={props.onFiltersOpen}
              aria-label={count > 0 ? t`Filters, ${count} active` : t`Filters`}
            >
              <FilterIcon aria-hidden="true" />
              <span aria-hidden="true">{t`Filters`}</span>
              {count > 0 ? (
                <span className={styles.count} aria-hidden="true">
                  {count}
                </span>
              ) : null}
            </NativeButton>
          ) : null}
          {/* On mobile the search sits in the filter drawer (§2.3). */}
          {props.searchSlot ? <div className={styles.barSearch}>{props.searchSlot}</div> : null}
        </div>
      </div>
    </nav>
  );
}

/** The pills shared by the bar and the filter drawer. */
export function BrowsePills(props: BrowseLinks & { categories: readonly CategoryLink[] }) {
  const { t } = useLingui();
  return (
    <>
      <li>
        <PillLink href={props.allModelsHref} current={props.allModelsCurrent}>
          <GridIcon aria-hidden="true" />
          {t`All models`}
        </PillLink>
      </li>
      {props.categories.map((category) => (
        <li key={category.key}>
          <PillLink href={category.href} current={category.current}>
            {category.name}
          </PillLink>
        </li>
      ))}
      {props.favouritesHref ? (
        <li>
          <PillLink href={props.favouritesHref} current={props.favouritesCurrent}>
            <HeartIcon aria-hidden="true" />
            {t`Favourites`}
          </PillLink>
        </li>
      ) : null}
    </>
  );
}
