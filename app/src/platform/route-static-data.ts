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

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    site?: SiteRouteData;
  }
}
