import type { I18n } from "@lingui/core";
import type { QueryClient } from "@tanstack/react-query";
import { splitLocale, withPrefix, type AutocompleteResult, type PlatformClient, type SitePorts } from "@camstage/core";
import { loadCatalogue } from "../i18n/catalogues";
import { landingAffiliateCode, withBaseQuery } from "./base-query";
import type { Cookies } from "./cookies";
import { writeAuthCookie } from "./auth-cookie";
import type { PayWindow } from "./pay-window";
import type { SessionStore } from "./session";

/** The bits of the router the ports use (kept small so tests can pass a fake). */
export interface PortsRouter {
  readonly state: { readonly location: { readonly pathname: string; readonly searchStr: string } };
  navigate(options: { href: string; replace?: boolean }): Promise<void> | void;
}

export interface BrowserPortsDeps {
  readonly platform: PlatformClient;
  readonly chatSocket: SitePorts["chatSocket"];
  readonly camera: SitePorts["camera"];
  readonly beacon: SitePorts["beacon"];
  readonly store: SessionStore;
  readonly cookies: Pick<Cookies, "get" | "set">;
  readonly sessionStorage: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  readonly localStorage: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  readonly i18n: I18n;
  readonly queryClient: QueryClient;
  readonly autocomplete: (username: string) => Promise<AutocompleteResult>;
  /** The router, made after the session it carries. */
  readonly router: () => PortsRouter;
  readonly pageLoader: (on: boolean) => void;
  /** The tag manager's data layer; the configured affiliate code fills an empty sign-up code (§4). */
  readonly dataLayer: () => { push(event: Record<string, unknown>): void };
  readonly defaultAffiliateCode: () => string | undefined;
  readonly payWindow: PayWindow;
  readonly location: Pick<Location, "pathname" | "search" | "assign" | "host">;
  /** §3 tracking: the browser's user agent and the page's referrer. */
  readonly userAgent: string;
  readonly referrer: string;
  readonly fingerprint: string;
  readonly isMobile: () => boolean;
  readonly log?: (message: string, error: unknown) => void;
}


/** Drops query keys from a path's search (ARCHITECTURE §7: tokens and codes leave the URL once used); null if none was there. */
export const withoutQueryKeys = (pathname: string, searchStr: string, keys: readonly string[]): string | null => {
  const params = new URLSearchParams(searchStr);
  if (!keys.some((key) => params.has(key))) return null;
  for (const key of keys) params.delete(key);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ""}`;
};

/** The site's ports in the browser: the flows' only way out (ARCHITECTURE §3). */
export function createBrowserPorts(deps: BrowserPortsDeps): SitePorts {
  const { router, store, cookies } = deps;
  return {
    platform: deps.platform,
    chatSocket: deps.chatSocket,
    camera: deps.camera,
    beacon: deps.beacon,
    cookies,
    sessionStorage: deps.sessionStorage,
    localStorage: deps.localStorage,
    auth: {
      setToken: (token) => store.set({ token: token ?? undefined }),
      persist: (token, username) => writeAuthCookie(cookies, token, username),
      current: () => store.get().token ?? null,
    },
    loadMessages: (locale) => loadCatalogue(deps.i18n, locale),
    autocomplete: deps.autocomplete,
    navigation: {
      goHome() {
        const { pathname, searchStr } = router().state.location;
        // Home in the current language, keeping the affiliate values (§2.3).
        void router().navigate({ href: withBaseQuery(withPrefix("/", splitLocale(pathname).prefix), searchStr), replace: true });
      },
      clearQueryKeys(keys) {
        const { pathname, searchStr } = router().state.location;
        const href = withoutQueryKeys(pathname, searchStr, keys);
        if (href !== null) void router().navigate({ href, replace: true });
      },
      assign: (href) => deps.location.assign(href),
    },
    pageLoader: deps.pageLoader,
    refetchPromos: () => void deps.queryClient.invalidateQueries({ queryKey: ["promos"] }),
    track(event) {
      // §4 sign-up carries the affiliate code: the p query, else the configured default.
      const withCode = event.event === "sign_up" && !event.affiliateCode ? { ...event, affiliateCode: deps.defaultAffiliateCode() ?? "" } : event;
      deps.dataLayer().push(withCode);
    },
    payWindow: deps.payWindow,
    visitor: {
      fingerprint: deps.fingerprint,
      affiliateCode: landingAffiliateCode(deps.location.search),
      pathname: deps.location.pathname,
      search: () => deps.location.search,
      isMobile: deps.isMobile,
      host: deps.location.host,
      userAgent: deps.userAgent,
      referrer: deps.referrer,
    },
    log: deps.log ?? ((message, error) => console.error(message, error)),
  };
}
