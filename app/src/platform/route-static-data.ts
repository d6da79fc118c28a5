import type { RoutedLocale } from "@camstage/core";

/** What every generated route carries (§2.1): its base name, the suffixed route name and its language. */
export interface SiteRouteData {
  /** e.g. `profile`, `category-search` */
  readonly baseName: string;
  /** e.g. `profile___en`, `index___default` */
  readonly routeName: string;
  /** The prefix the route lives under; unprefixed routes are Dutch. */
  readonly prefix: RoutedLocale | null;
}

/** The §2.1 data of the route being shown: the deepest match that carries it (the leaf's, under its language prefix). */
export function siteRouteOf(matches: readonly { readonly staticData?: { readonly site?: SiteRouteData } }[]): SiteRouteData | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const site = matches[i]?.staticData?.site;
    if (site) return site;
  }
  return undefined;
}

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    site?: SiteRouteData;
  }
}
