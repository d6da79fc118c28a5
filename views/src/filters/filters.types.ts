/** A category link of the bar and drawer (§2.3: highlighted categories with localized names). */
export type CategoryLink = { key: string; name: string; href: string; current?: boolean };

/** The fixed entries around the categories: all models and, for members, favourites. */
export type BrowseLinks = {
  allModelsHref: string;
  allModelsCurrent?: boolean;
  /** Shown only when set (members, §2.3). */
  favouritesHref?: string;
  favouritesCurrent?: boolean;
};
