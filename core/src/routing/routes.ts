import { DEFAULT_ROUTE_SUFFIX, ROUTE_NAME_SEPARATOR } from "../constants/constants";
import type { Configuration } from "../domain/configuration.schema";
import { LOCALES, withPrefix, type LocalePrefix } from "./locale";

export type FeatureFlag = keyof Configuration["features"];

export const ROUTE_NAMES = [
  "index",
  "cookies",
  "privacy",
  "terms-conditions",
  "favourites",
  "settings",
  "messenger",
  "messenger-new-conversation",
  "messenger-performer",
  "profile",
  "stream",
  "404",
  "category-search",
] as const;
export type RouteName = (typeof ROUTE_NAMES)[number];

/** Whether a name (a route's static data, a URL's part) is one of the §2.1 routes. */
export const isRouteName = (name: string | undefined): name is RouteName => (ROUTE_NAMES as readonly (string | undefined)[]).includes(name);

export interface RouteDefinition {
  readonly name: RouteName;
  /** Path without the language prefix, in TanStack Router syntax (`$param`, `{-$optional}`, `$` splat). */
  readonly path: string;
  /** §2.1/§6: guests are sent home. */
  readonly loginOnly: boolean;
  /** §6: the route redirects home when this configuration feature is off. */
  readonly feature?: FeatureFlag;
}

/**
 * §2.1 route table: the ONE definition the app's router and the production server both read.
 * Order matters for matching: static paths before params, the category-search catch-all last.
 */
export const ROUTES: readonly RouteDefinition[] = [
  { name: "index", path: "/", loginOnly: false },
  { name: "cookies", path: "/cookies", loginOnly: false },
  { name: "privacy", path: "/privacy", loginOnly: false },
  { name: "terms-conditions", path: "/terms-conditions", loginOnly: false },
  { name: "favourites", path: "/favourites", loginOnly: true },
  { name: "settings", path: "/settings", loginOnly: true },
  { name: "messenger", path: "/messenger", loginOnly: true, feature: "messenger" },
  { name: "messenger-new-conversation", path: "/messenger/new-conversation", loginOnly: true, feature: "messenger" },
  { name: "messenger-performer", path: "/messenger/$performer", loginOnly: true, feature: "messenger" },
  { name: "profile", path: "/profile/{-$model}", loginOnly: false },
  { name: "stream", path: "/stream/{-$model}", loginOnly: false },
  { name: "404", path: "/404", loginOnly: false },
  { name: "category-search", path: "/$", loginOnly: false },
];

export const routeByName = (name: RouteName): RouteDefinition => {
  const route = ROUTES.find((candidate) => candidate.name === name);
  if (route === undefined) throw new Error(`unknown route ${name}`);
  return route;
};

/** §2.1 route names carry the language: `profile___en`, `profile___nl`, `profile___default` (unprefixed). */
export const routeName = (name: RouteName, prefix: LocalePrefix): string => `${name}${ROUTE_NAME_SEPARATOR}${prefix ?? DEFAULT_ROUTE_SUFFIX}`;

/** Inverts {@link routeName}; null for anything else. */
export const parseRouteName = (id: string): { readonly name: RouteName; readonly prefix: LocalePrefix } | null => {
  const at = id.lastIndexOf(ROUTE_NAME_SEPARATOR);
  if (at < 0) return null;
  const name = id.slice(0, at);
  const suffix = id.slice(at + ROUTE_NAME_SEPARATOR.length);
  if (!isRouteName(name)) return null;
  if (suffix === DEFAULT_ROUTE_SUFFIX) return { name, prefix: null };
  const locale = LOCALES.find((candidate) => candidate === suffix);
  return locale === undefined ? null : { name, prefix: locale };
};

export interface LocalizedRoute extends RouteDefinition {
  /** The route name with its language suffix. */
  readonly id: string;
  readonly prefix: LocalePrefix;
  /** The full path pattern including the prefix (`/en/profile/{-$model}`). */
  readonly fullPath: string;
}

/** Every route unprefixed and under each language prefix (§2.1). */
export const localizedRoutes = (): readonly LocalizedRoute[] =>
  [null, ...LOCALES].flatMap((prefix: LocalePrefix) =>
    ROUTES.map((route) => ({ ...route, id: routeName(route.name, prefix), prefix, fullPath: withPrefix(route.path, prefix) })),
  );

export interface RouteMatch {
  readonly route: RouteDefinition;
  /** Decoded params; the splat is under `_splat` as in TanStack Router. */
  readonly params: Readonly<Record<string, string>>;
}

const decodeSegment = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

const matchPattern = (pattern: string, rest: string): Record<string, string> | null => {
  const want = pattern.split("/").filter((part) => part !== "");
  const have = rest.split("/").filter((part) => part !== "");
  const params: Record<string, string> = {};
  let i = 0;
  for (const part of want) {
    if (part === "$") {
      if (i >= have.length) return null;
      const splat = have.slice(i).map(decodeSegment);
      if (splat.some((segment) => segment === null)) return null;
      params._splat = splat.join("/");
      return params;
    }
    const optional = /^\{-\$(\w+)\}$/.exec(part);
    const required = /^\$(\w+)$/.exec(part);
    const segment = have[i];
    if (optional?.[1] !== undefined) {
      if (segment === undefined) continue;
      const value = decodeSegment(segment);
      if (value === null) return null;
      params[optional[1]] = value;
    } else if (required?.[1] !== undefined) {
      if (segment === undefined) return null;
      const value = decodeSegment(segment);
      if (value === null) return null;
      params[required[1]] = value;
    } else if (segment !== part) {
      return null;
    }
    i++;
  }
  return i === have.length ? params : null;
};

/** Which §2.1 route a prefix-less path shows (see `splitLocale`); anything unknown is a category search. */
export const matchRoute = (rest: string): RouteMatch | null => {
  for (const route of ROUTES) {
    const params = matchPattern(route.path, rest);
    if (params !== null) return { route, params };
  }
  return null;
};

export interface GuardContext {
  readonly loggedIn: boolean;
  /** The configuration's feature flags; a flag that is not `true` counts as off. */
  readonly features: Partial<Record<FeatureFlag, boolean>>;
  /** The current language prefix, kept on the redirect ("home or the locale root", §2.1). */
  readonly prefix?: LocalePrefix;
}

/**
 * §2.1/§6 route guards: a login-only route sends guests home, a route whose feature is off sends everyone
 * home. Returns the redirect target, or null when the route may show.
 */
export const guardRoute = (name: RouteName, context: GuardContext): string | null => {
  const route = routeByName(name);
  const home = withPrefix("/", context.prefix ?? null);
  if (route.feature !== undefined && context.features[route.feature] !== true) return home;
  if (route.loginOnly && !context.loggedIn) return home;
  return null;
};
