import type { Configuration } from "../domain/configuration.schema";

/** The seasonal themes (§2.3, §2.6; issue 28). */
export type SiteTheme = "valentine" | "christmas";

/**
 * The theme the site wears: the configuration's `theme` (valentine), else christmas when `features.christmasMode` is
 * on, else none. An operator who names a theme means it over the christmas switch.
 */
export const siteTheme = (configuration: Pick<Configuration, "theme" | "features">): SiteTheme | null =>
  configuration.theme === "valentine" ? "valentine" : configuration.features.christmasMode ? "christmas" : null;

/**
 * The header's decoration (§2.3, issue 28): the valentine theme's six hearts on home only (its themed home header);
 * the christmas decoration on every page.
 */
export const headerDecoration = (theme: SiteTheme | null, routeName: string | undefined): SiteTheme | null =>
  theme === "valentine" ? (routeName === "index" ? "valentine" : null) : theme;
