import type { QueryClient } from "@tanstack/react-query";
import type { I18n } from "@lingui/core";
import type { SitePlatform } from "../platform/site-platform";
import type { Cookies } from "../platform/cookies";
import type { SessionStore } from "../platform/session";
import type { QueryEnv } from "../queries";
import type { SiteSessionHandle } from "./session-handle";
import type { PageLoader } from "./page-loader";
import type { PageMeta } from "../theme/page-meta";

/** What loaders, guards and components get from the router: the shared clients and flows, never React state. */
export interface RouterContext {
  readonly queryClient: QueryClient;
  readonly platform: SitePlatform;
  readonly session: SessionStore;
  /** The visitor's flows, loading beside the first page (loaders that need them await `ready`). */
  readonly siteSession: SiteSessionHandle;
  readonly cookies: Pick<Cookies, "get" | "set">;
  readonly i18n: I18n;
  /** §4 the page loader of login and logout. */
  readonly pageLoader: PageLoader;
  /**
   * The URL the page was loaded with: the server has already answered it (legacy URLs with a real 301, §2.1), so the
   * router does not check it again.
   */
  readonly loadedHref?: string;
  /** A server render of a public page (ARCHITECTURE §2): loaders start no flow, and wait for the data the HTML shows. */
  readonly serverRender?: ServerRender;
}

/** What a server render collects from the page while React renders it (issue 26). */
export interface ServerRender {
  /** The page's own title, description and picture (see usePageMeta), for the head the server writes. */
  readonly pageMeta: (meta: PageMeta) => void;
}

export const queryEnv = (context: Pick<RouterContext, "platform" | "session">): QueryEnv => ({
  platform: context.platform,
  session: context.session.get(),
});
