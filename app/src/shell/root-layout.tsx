import { Outlet } from "@tanstack/react-router";
import { I18nProvider as AriaI18nProvider } from "react-aria-components";
import { localeTagOf } from "@camstage/core";
import { DefaultLayout, LinkProvider, WhitelabelLayout } from "@camstage/views";
import { GridCategoryBar, GridFilterDrawer } from "./grid-chrome";
import { SiteLink } from "./site-link";
import { PageMetaProvider } from "../theme/page-meta";
import { useDocumentHead } from "../theme/use-document-head";
import { useNavigationTracking } from "../tracking/use-navigation-tracking";
import { useConfiguration, useCurrentRoute, useSession, useSiteContext } from "../site/site-hooks";
import { SiteHeader } from "./site-header";
import { useIsMobile } from "../site/use-is-mobile";
import { LazyBoundary } from "../site/lazy-boundary";
import { LazyGridSeo, LazySiteFooter } from "./lazy";
import { LazySiteAuthDrawer, LazySiteEvents, LazySiteModals } from "../overlays/lazy";

/** The root route: providers for views (links, page titles) around the §2.2 layouts. */
export function RootLayout() {
  const { serverRender } = useSiteContext();
  return (
    <LinkProvider component={SiteLink}>
      <PageMetaProvider server={serverRender?.pageMeta}>
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
  const isGrid = route?.baseName === "index" || route?.baseName === "category-search";
  // §2.2 the messenger has no footer; on mobile its open conversation has the whole screen (no header).
  const isMessenger = route?.baseName?.startsWith("messenger") ?? false;
  const conversationOpen = route?.baseName === "messenger-performer" || route?.baseName === "messenger-new-conversation";
  const isMobile = useIsMobile();
  // The page renders before the flows load (ARCHITECTURE §6); these parts come with them.
  // Each in its own boundary: one part still loading (a slow phone) must not hold back the other's dialogs.
  const modals = (
    <>
      <LazyBoundary name="overlays/site-events SiteEvents">
        <LazySiteEvents />
      </LazyBoundary>
      <LazyBoundary name="overlays/site-overlays SiteModals">
        <LazySiteModals />
      </LazyBoundary>
    </>
  );
  // Below the fold, so it loads beside the page rather than before it; arriving last, it shifts nothing.
  const footer = (
    <LazyBoundary name="shell/site-footer">
      <LazySiteFooter />
    </LazyBoundary>
  );
  const authDrawer = (
    <LazyBoundary name="overlays/site-overlays SiteAuthDrawer">
      <LazySiteAuthDrawer whitelabel={isGrid} />
    </LazyBoundary>
  );

  const layout = isGrid ? (
    <WhitelabelLayout
      header={<SiteHeader />}
      footer={footer}
      authDrawer={authDrawer}
      filterDrawer={<GridFilterDrawer />}
      modalHost={modals}
      categoryBar={<GridCategoryBar />}
      seo={
        <LazyBoundary name="shell/grid-seo">
          <LazyGridSeo />
        </LazyBoundary>
      }
    >
      <Outlet />
    </WhitelabelLayout>
  ) : (
    <DefaultLayout header={isMobile && conversationOpen ? null : <SiteHeader />} footer={isMessenger ? null : footer} authDrawer={authDrawer} modalHost={modals}>
      <Outlet />
    </DefaultLayout>
  );
  // §1 the route's language, never the browser's: React Aria's parts (menus, popovers) would otherwise take their
  // locale and direction from the browser's. Its tag: Belgian Dutch is nl-BE (issue 28; `be` is Belarusian).
  return <AriaI18nProvider locale={localeTagOf(locale)}>{layout}</AriaI18nProvider>;
}
