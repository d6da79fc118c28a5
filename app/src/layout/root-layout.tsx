import { useCallback } from "react";
import { Outlet, useRouter } from "@tanstack/react-router";
import { RESET_PASSWORD_QUERY_KEYS } from "@camstage/core";
import { DefaultLayout, LinkProvider, WhitelabelLayout } from "@camstage/views";
import { GridCategoryBar, GridFilterDrawer, GridSeo } from "./grid-chrome";
import { withoutQueryKeys } from "../platform/site-ports";
import { SiteLink } from "./site-link";
import { useSiteSession } from "../session/use-flow";
import { PageMetaProvider } from "../theme/page-meta";
import { useDocumentHead } from "../theme/use-document-head";
import { useNavigationTracking } from "../tracking/use-navigation-tracking";
import { usePrefetchGeo } from "./payment-actions";
import { useConfiguration, useCurrentRoute, useSession } from "./site-hooks";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SiteAuthDrawer, SiteModals } from "./site-overlays";
import { useSiteEvents } from "./use-site-events";

/** The root route: providers for views (links, page titles) around the §2.2 layouts. */
export function RootLayout() {
  return (
    <LinkProvider component={SiteLink}>
      <PageMetaProvider>
        <Shell />
      </PageMetaProvider>
    </LinkProvider>
  );
}

/** §2.2 the page shell: the white-label layout (category bar, SEO blocks) on the grid pages, the default elsewhere. */
function Shell() {
  const configuration = useConfiguration();
  const { locale } = useSession();
  const route = useCurrentRoute();
  useDocumentHead(configuration, locale);
  useNavigationTracking();
  usePrefetchGeo();
  useSiteEvents();
  const closeModal = useCloseModal();
  const isGrid = route?.baseName === "index" || route?.baseName === "category-search";
  const modals = <SiteModals onCloseModal={closeModal} />;
  const authDrawer = <SiteAuthDrawer whitelabel={isGrid} />;

  return isGrid ? (
    <WhitelabelLayout
      header={<SiteHeader />}
      footer={<SiteFooter />}
      authDrawer={authDrawer}
      filterDrawer={<GridFilterDrawer />}
      modalHost={modals}
      categoryBar={<GridCategoryBar />}
      seo={<GridSeo />}
    >
      <Outlet />
    </WhitelabelLayout>
  ) : (
    <DefaultLayout header={<SiteHeader />} footer={<SiteFooter />} authDrawer={authDrawer} modalHost={modals}>
      <Outlet />
    </DefaultLayout>
  );
}

/** Closing a modal; closing the reset-password modal early takes its token and code out of the URL too (DESIGN §7). */
function useCloseModal() {
  const { send } = useSiteSession();
  const router = useRouter();
  return useCallback(() => {
    send("modalHost", { type: "modal.close" });
    const { pathname, searchStr } = router.state.location;
    if (new URLSearchParams(searchStr).get("action") !== "resetpassword") return;
    const href = withoutQueryKeys(pathname, searchStr, RESET_PASSWORD_QUERY_KEYS);
    if (href !== null) void router.navigate({ href, replace: true });
  }, [send, router]);
}
