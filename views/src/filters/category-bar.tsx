import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { NativeButton } from "../ui/native-button";
import { PillLink } from "../ui/pill-link";
import { ChevronLeftIcon, ChevronRightIcon, FilterIcon, GridIcon, HeartIcon } from "../ui/icons";
import { cx } from "../ui/cx";
import { useScrollEdges } from "../ui/use-scroll-edges";
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

/**
 * §2.3 Category filter bar: all models, highlighted categories, favourites, filters and (from 1024 px) search. The
 * pills scroll sideways, whole (never cut short); a faded edge and an arrow show on each side with more to see. The
 * arrows are for the pointer: the keyboard reaches every pill with Tab, and the list follows the focus.
 */
export function CategoryBar(props: CategoryBarProps) {
  const { t } = useLingui();
  const count = props.activeFilterCount ?? 0;
  const scroller = useScrollEdges<HTMLUListElement>(props.categories.length);
  return (
    <nav className={styles.bar} aria-label={t`Categories`}>
      <div className={styles.barInner}>
        <div className={styles.barScroll} data-more-before={scroller.edges.start || undefined} data-more-after={scroller.edges.end || undefined}>
          <ul ref={scroller.ref} className={styles.barScroller}>
            <BrowsePills {...props} />
          </ul>
          <ScrollArrow side="before" shown={scroller.edges.start} onPress={() => scroller.page(-1)} />
          <ScrollArrow side="after" shown={scroller.edges.end} onPress={() => scroller.page(1)} />
        </div>
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

/** An arrow over a faded edge: for the pointer and touch only (the keyboard reaches every pill with Tab). */
function ScrollArrow({ side, shown, onPress }: { side: "before" | "after"; shown: boolean; onPress: () => void }) {
  return (
    <button
      type="button"
      className={cx(styles.barArrow, side === "before" ? styles.barArrowBefore : styles.barArrowAfter)}
      tabIndex={-1}
      aria-hidden="true"
      hidden={!shown}
      data-testid={`category-scroll-${side}`}
      onClick={onPress}
    >
      {side === "before" ? <ChevronLeftIcon /> : <ChevronRightIcon />}
    </button>
  );
}
