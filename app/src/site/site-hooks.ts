import { useCallback, useSyncExternalStore } from "react";
import { useRouter, useRouterState } from "@tanstack/react-router";
import { useSuspenseQuery } from "@tanstack/react-query";
import { splitLocale, withPrefix, type LocalePrefix } from "@camstage/core";
import { configurationQuery } from "../queries";
import type { RouterContext } from "../flows/site-context";
import { queryEnv } from "../flows/site-context";
import type { SessionState } from "../platform/session";
import { siteRouteOf, type SiteRouteData } from "../platform/route-static-data";
import { useHydrating } from "../platform/hydration";

/** The router context (shared clients and flows) for components. */
export function useSiteContext(): RouterContext {
  return useRouter().options.context as RouterContext;
}

export function useSession(): SessionState {
  const { session } = useSiteContext();
  // The shared values until the page has hydrated (platform/hydration): then the member's, in a transition.
  return useSyncExternalStore(session.subscribe, useHydrating() ? session.shared : session.get, session.shared);
}

export function useQueryEnv() {
  const context = useSiteContext();
  const session = useSession();
  return { platform: context.platform, session };
}

export function useConfiguration() {
  const context = useSiteContext();
  return useSuspenseQuery(configurationQuery(queryEnv(context))).data;
}

/** The language prefix of the current URL (null = unprefixed Dutch). */
export function usePrefix(): LocalePrefix {
  return useRouterState({ select: (state) => splitLocale(state.location.pathname).prefix });
}

/** Builds site paths in the current language (`/profile/x` → `/en/profile/x` under /en). */
export function useSitePath() {
  const prefix = usePrefix();
  return useCallback((rest: string) => withPrefix(rest, prefix), [prefix]);
}

/** The §2.1 data of the route being shown (leaf match). */
export function useCurrentRoute(): SiteRouteData | undefined {
  return useRouterState({ select: (state) => siteRouteOf(state.matches) });
}
