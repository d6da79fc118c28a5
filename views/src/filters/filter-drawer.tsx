import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import type { FilterKey, FilterSelection } from "@camstage/core";
import { Drawer, type DrawerCloseVia } from "../drawer/drawer";
import { Button } from "../ui/button";
import { BrowsePills } from "./category-bar";
import { FilterPanel } from "./filter-panel";
import type { BrowseLinks, CategoryLink } from "./filters.types";
import styles from "./filters.module.css";

export type FilterDrawerProps = BrowseLinks & {
  isOpen: boolean;
  onClose: (via: DrawerCloseVia) => void;
  side?: "left" | "right";
  categories: readonly CategoryLink[];
  searchSlot?: ReactNode;
  selected: FilterSelection;
  onToggle: (key: FilterKey, option: string) => void;
  onClear: () => void;
};

/** §2.3 Filter drawer with pills (mobile): categories, search and the filter catalogue. */
export function FilterDrawer(props: FilterDrawerProps) {
  const { t } = useLingui();
  return (
    <Drawer
      isOpen={props.isOpen}
      onClose={props.onClose}
      side={props.side ?? "right"}
      title={t`Filters`}
      footer={
        <Button variant="primary" size="lg" block onPress={() => props.onClose("button")}>
          {t`Show models`}
        </Button>
      }
    >
      <div className={styles.panel}>
        {props.searchSlot}
        <nav className={styles.section} aria-labelledby="filter-drawer-categories">
          <h3 id="filter-drawer-categories" className={styles.sectionTitle}>
            {t`Categories`}
          </h3>
          <ul className={styles.drawerPills}>
            <BrowsePills {...props} />
          </ul>
        </nav>
        <hr className={styles.divider} />
        <FilterPanel selected={props.selected} onToggle={props.onToggle} onClear={props.onClear} />
      </div>
    </Drawer>
  );
}
