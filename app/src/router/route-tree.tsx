import {
  createRootRouteWithContext,
  createRoute,
  lazyRouteComponent,
  notFound,
  redirect,
  retainSearchParams,
  type AnyRoute,
} from "@tanstack/react-router";
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, TRACKING_QUERY_KEYS, guardRoute, isAlwaysOnLocale, isEnabledLocale, splashFromSearch, localizePath, splitLocale, resolveLocale, localizedRoutes, withPrefix, type Category, type LocalizedRoute, type RouteName } from "@camstage/core";
import { activateLocale } from "../i18n/catalogues";
import { categoriesQuery, configurationQuery, profileQuery } from "../queries";
import type { RouterContext } from "../flows/site-context";
import { queryEnv } from "../flows/site-context";
import { validateGridSearch, validateSiteSearch } from "../platform/search";
import { RootLayout } from "../shell/root-layout";
import "../platform/route-static-data";

/** Pages are split per route so the home route stays small (ARCHITECTURE §6). */
const pages = {
  home: lazyRouteComponent(() => import("../pages/home-page"), "HomePage"),
  category: lazyRouteComponent(() => import("../pages/category-page"), "CategoryPage"),
  profile: lazyRouteComponent(() => import("../pages/profile-page"), "ProfilePage"),
  stream: lazyRouteComponent(() => import("../room/stream-page"), "StreamPage"),
  legal: lazyRouteComponent(() => import("../pages/legal-page"), "LegalPage"),
  messenger: lazyRouteComponent(() => import("../pages/messenger-page"), "MessengerPage"),
  favourites: lazyRouteComponent(() => import("../pages/favourites-page"), "FavouritesPage"),
  settings: lazyRouteComponent(() => import("../pages/settings-page"), "SettingsPage"),
  // The error pages load when needed (ARCHITECTURE §6); a chunk that fails to load reloads the page (main.tsx, §8).
  notFound: lazyRouteComponent(() => import("../pages/not-found-page"), "NotFoundPage"),
  error: lazyRouteComponent(() => import("../pages/error-page"), "RouteErrorPage"),
};

const rootRoute = createRootRouteWithContext<RouterContext>()({
  validateSearch: validateSiteSearch,
  // §2.1 the base query values are carried on every navigation.
  search: { middlewares: [retainSearchParams([...TRACKING_QUERY_KEYS])] },
  beforeLoad: async ({ location, context }) => {
    // §2.1 the legacy rules client-side, for navigations within the site (the server answers page loads with a real
    // 301); their code loads with the first such navigation, not with the first page (ARCHITECTURE §6).
    if (import.meta.env.DEV || location.href !== context.loadedHref) {
      const { legacyRedirect } = await import("@camstage/core/routing/legacy-redirects");
      const legacy = legacyRedirect(new URL(location.href, "http://site.invalid"));
      if (legacy) throw redirect({ href: legacy.location, replace: true });
    }
    // §1/§4 the language: route prefix, then the locale cookie, then Dutch (never the browser). An unprefixed
    // (Dutch) path while the cookie chose another language moves to that language's path.
    // Issue 28: a language beyond nl and en only while the configuration turns it on; its routes are a missing page
    // otherwise (the route's guard), shown in Dutch, and a cookie that names it is not heard.
    let locale = resolveLocale(location.pathname, context.cookies.get(LOCALE_COOKIE));
    if (!isAlwaysOnLocale(locale)) {
      const configuration = await context.queryClient.ensureQueryData(configurationQuery(context)).catch(() => null);
      if (configuration === null || !isEnabledLocale(configuration.languages, locale)) locale = DEFAULT_LOCALE;
    }
    const { prefix, rest } = splitLocale(location.pathname);
    if (prefix === null && locale !== DEFAULT_LOCALE) throw redirect({ href: `${localizePath(rest, locale)}${location.searchStr}`, replace: true });
    // §2.1 the splash flag decides the no-nude filter at once (every request carries it); the flows hear it when loaded.
    const search = location.search as Record<string, unknown>;
    context.session.set({ locale, noNude: splashFromSearch(search) });
    context.siteSession.with((session) => session.applySearch(search));
    // ARCHITECTURE §6 the language's messages load beside the route's data and code (the loaders), not before them.
    return { localeReady: activateLocale(context.i18n, locale) };
  },
  loader: async ({ context }) => {
    await Promise.all([context.localeReady, context.queryClient.ensureQueryData(configurationQuery(context))]);
  },
  component: RootLayout,
  errorComponent: pages.error,
  notFoundComponent: pages.notFound,
});

/**
 * §2.1/§6 login-only and feature-flagged routes go home (keeping the language prefix). Issue 28: a route under the
 * prefix of a language the site is not in is a missing page.
 */
async function guard(route: LocalizedRoute, context: RouterContext) {
  const configuration = await context.queryClient.ensureQueryData(configurationQuery(context));
  if (route.prefix !== null && !isEnabledLocale(configuration.languages, route.prefix)) throw notFound();
  const target = guardRoute(route.name, {
    loggedIn: context.session.get().token !== undefined,
    features: configuration.features,
    prefix: route.prefix,
  });
  if (target !== null) throw redirect({ href: target, replace: true });
}

/**
 * ARCHITECTURE §6 a grid's first page is asked for while the route loads, beside the configuration, the categories and the
 * page's code, not after them; the page picks the request up. Not awaited: the page shows its skeleton meanwhile.
 * The request's code is a small chunk of its own, so the first page's script stays within its budget.
 */
const prefetchGrid = (context: RouterContext, search: Record<string, unknown>, slug: string | null): Promise<void> =>
  import("../pages/grid/grid-prefetch").then((grid) => grid.prefetchGrid(context, search, slug)).catch(() => undefined);

const to404 = (route: LocalizedRoute) => redirect({ href: withPrefix("/404", route.prefix), replace: true });

type Options = Omit<Parameters<typeof createRoute>[0], "getParentRoute" | "path">;

/** The per-route parts; everything shared (name, guard) is added by `siteRoute`. */
function optionsFor(route: LocalizedRoute): Options {
  const name: RouteName = route.name;
  switch (name) {
    case "index":
      return {
        component: pages.home,
        validateSearch: validateGridSearch,
        loader: async ({ context, location }) => {
          const grid = prefetchGrid(context as RouterContext, location.search as Record<string, unknown>, null);
          // Issue 14: the home grid does without its category pills: a failure (reported by the query) is not the page's,
          // and does not hold it back for a retry (the bar asks again when it shows).
          await context.queryClient.ensureQueryData({ ...categoriesQuery(context), retry: false }).catch(() => undefined);
          // A server render's HTML holds the grid's first page (issue 26); the browser shows the page meanwhile.
          if ((context as RouterContext).serverRender !== undefined) await grid;
        },
      };
    case "category-search":
      return {
        component: pages.category,
        validateSearch: validateGridSearch,
        loader: async ({ context, params, location }) => {
          const slug = (params as { _splat?: string })._splat ?? "";
          // Categories already known (the page came from another grid, or from the server): no grid for a path that
          // names none (the platform would refuse it).
          const known = context.queryClient.getQueryData(categoriesQuery(context as RouterContext).queryKey);
          if (known && !known.some((category: Category) => category.slug === slug && category.active)) throw notFound();
          const grid = prefetchGrid(context as RouterContext, location.search as Record<string, unknown>, slug);
          if ((context as RouterContext).serverRender !== undefined) await grid;
          // Issue 14: categories that could not be loaded are not the page's failure: it says so in its place (reported
          // by the query) and tries again on request.
          const categories: readonly Category[] | null = await (context as RouterContext).queryClient
            .ensureQueryData({ ...categoriesQuery(context as RouterContext), retry: false })
            .catch(() => null);
          // §8 an unknown route shows the 404 page: here, a path that names no category.
          if (categories !== null && !categories.some((category) => category.slug === slug && category.active)) throw notFound();
        },
      };
    case "profile":
    case "stream":
      return {
        component: name === "profile" ? pages.profile : pages.stream,
        loader: async ({ context, params }) => {
          const model = (params as { model?: string }).model;
          // §5/§8 a missing username or a profile that fails to load goes to /404.
          if (!model) throw to404(route);
          // The page's flows load with it, while the route loads (ARCHITECTURE §3): the profile's album lightbox; the live
          // room's chat, tabs, tips and VIP (a render waiting for a flow's code mid-way could fail, React error 467).
          // A server render starts none: the parts that need them render in the browser.
          const flows = name === "profile" ? (["gallery"] as const) : (["chatSession", "roomTab", "tips", "vip"] as const);
          const started = (context as RouterContext).serverRender !== undefined
            ? Promise.resolve()
            : (context as RouterContext).siteSession.ready.then(({ system }) => Promise.all(flows.map((flow) => system.start(flow))));
          try {
            await context.queryClient.ensureQueryData(profileQuery(queryEnv(context), model));
          } catch {
            throw to404(route);
          }
          await started;
          if ((context as RouterContext).serverRender !== undefined) return;
          // The page's Intl formatters, made in tasks of their own before it renders (page-formatters.ts).
          const [{ makePageFormatters }] = await Promise.all([import("../pages/page-formatters"), (context as { localeReady?: Promise<void> }).localeReady]);
          await makePageFormatters(context.i18n, name);
        },
      };
    case "cookies":
    case "privacy":
    case "terms-conditions":
      return {
        component: pages.legal,
        // The texts load with the route (the page renders with them, on the server too); their code is the page's.
        loader: async ({ context }) => {
          const { legalTextsQuery } = await import("../pages/legal/legal-texts-query");
          await context.queryClient.ensureQueryData(legalTextsQuery((context as RouterContext).session.get().locale));
        },
      };
    case "404":
      return { component: pages.notFound };
    case "favourites":
      return { component: pages.favourites };
    case "settings":
      // The settings' flows load with the page (ARCHITECTURE §3), while the route loads.
      return {
        component: pages.settings,
        loader: async ({ context }) => {
          const { system } = await context.siteSession.ready;
          await Promise.all((["changeEmail", "deleteAccount", "resetPassword"] as const).map((flow) => system.start(flow)));
        },
      };
    case "messenger":
    case "messenger-new-conversation":
    case "messenger-performer":
      // §2.6 the list's and the conversations' flows load with the page, while the route loads (ARCHITECTURE §3), as the
      // settings' do: a page whose render had to wait for a flow's code mid-way through its hooks could fail when React
      // replayed it (React error 467, seen now and then on /messenger/{performer}).
      return {
        component: pages.messenger,
        loader: async ({ context }) => {
          const { system } = await context.siteSession.ready;
          await Promise.all((["inbox", "chats"] as const).map((flow) => system.start(flow)));
        },
      };
  }
}

type LoaderArgs = { context: unknown; params: unknown; location: unknown };

function siteRoute(route: LocalizedRoute, parent: () => AnyRoute): AnyRoute {
  const own = optionsFor(route);
  const loader = own.loader as ((args: LoaderArgs) => unknown) | undefined;
  return createRoute({
    ...own,
    getParentRoute: parent,
    path: route.path,
    staticData: { site: { baseName: route.name, routeName: route.id, prefix: route.prefix } },
    // ARCHITECTURE §6 the guard (it needs the configuration) runs beside the route's own loading, not before it: the
    // configuration, the page's data and its code are all asked for at once. A redirect still wins.
    loader: async (args: LoaderArgs) => {
      const [, data] = await Promise.all([guard(route, args.context as RouterContext), loader?.(args)]);
      return data;
    },
  } as Parameters<typeof createRoute>[0]) as unknown as AnyRoute;
}

/**
 * §2.1 every route unprefixed (Dutch) and under each language's prefix (/en, /nl, /de, …; issue 28: a language the
 * configuration has not turned on is a missing page, `guard`), generated from core's one route table. Each
 * prefix is a pathless-component layout route, so `/en` is its index and `/en/x` its category search.
 */
function buildRouteTree() {
  const all = localizedRoutes();
  const unprefixed = all.filter((route) => route.prefix === null).map((route) => siteRoute(route, () => rootRoute));
  const prefixed = LOCALES.map((locale) => {
    const prefixRoute: AnyRoute = createRoute({ getParentRoute: () => rootRoute, path: locale }) as unknown as AnyRoute;
    return prefixRoute.addChildren(all.filter((route) => route.prefix === locale).map((route) => siteRoute(route, () => prefixRoute)));
  });
  return rootRoute.addChildren([...unprefixed, ...prefixed]);
}

export const routeTree = buildRouteTree();
export const errorPages = { error: pages.error, notFound: pages.notFound };
