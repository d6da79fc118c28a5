import type { QueryClient } from "@tanstack/react-query";
import { baseQuery, splitLocale, withPrefix, type FlowEvent } from "@camstage/core";
import { withBaseQuery } from "../router/base-query";
import { windowDataLayer } from "../tracking/navigation-tracking";
import type { MemberEffects } from "./member-flows";

/** The bits of the router the member effects use (kept small so tests can pass a fake). */
export interface EffectsRouter {
  readonly state: { readonly location: { readonly pathname: string; readonly searchStr: string; readonly search: unknown } };
  navigate(options: { href: string; replace?: boolean }): Promise<void> | void;
}

export interface MemberEffectsDeps {
  readonly router: () => EffectsRouter;
  readonly queryClient: QueryClient;
  readonly send: (flow: string, event: FlowEvent) => void;
  readonly defaultAffiliateCode: () => string | undefined;
  readonly pageLoader: (on: boolean) => void;
}

/** The member flows' effects on the router, the query cache, the tag manager and the other flows. */
export function createMemberEffects({ router, queryClient, send, defaultAffiliateCode, pageLoader }: MemberEffectsDeps): MemberEffects {
  return {
    goHome() {
      const { pathname, searchStr } = router().state.location;
      // Home in the current language, keeping the affiliate values (§2.3).
      void router().navigate({ href: withBaseQuery(withPrefix("/", splitLocale(pathname).prefix), searchStr), replace: true });
    },
    clearQueryKeys(keys) {
      const { pathname, searchStr } = router().state.location;
      const params = new URLSearchParams(searchStr);
      if (!keys.some((key) => params.has(key))) return;
      for (const key of keys) params.delete(key);
      const query = params.toString();
      void router().navigate({ href: `${pathname}${query ? `?${query}` : ""}`, replace: true });
    },
    pageLoader,
    refetchPromos: () => void queryClient.invalidateQueries({ queryKey: ["promos"] }),
    track(event) {
      // §4 sign-up carries the affiliate code: the p query, else the configured default.
      const withCode = event.event === "sign-up" && !event.affiliateCode ? { ...event, affiliateCode: defaultAffiliateCode() ?? "" } : event;
      windowDataLayer().push(withCode);
    },
    processToken: (token) => send("session", { type: "session.token", token }),
    logout: () => send("session", { type: "session.logout" }),
  };
}

/** §4 register: the affiliate code is the valid p query of the landing URL (the configured default otherwise). */
export const landingAffiliateCode = (search: string): string => baseQuery(search).p ?? "";
