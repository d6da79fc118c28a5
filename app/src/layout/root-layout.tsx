import { useCallback, useEffect, useMemo, useState } from "react";
import { Outlet, useRouter, useRouterState } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { connectAgeGate, connectDrawer, isLocale, type Configuration } from "@camstage/core";
import { DefaultLayout, Footer, Header, LinkProvider, WhitelabelLayout } from "@camstage/views";
import { GridCategoryBar, GridFilterDrawer, GridSeo } from "../pages/grid/grid-chrome";
import { stringifySearch } from "../router/search";
import { SiteLink } from "../router/site-link";
import { useFlow } from "../session/use-flow";
import { PageMetaProvider } from "../theme/page-meta";
import { useDocumentHead } from "../theme/use-document-head";
import { useNavigationTracking } from "../tracking/use-navigation-tracking";
import type { AccountDialogKind } from "./account-dialog";
import { LazyBoundary } from "./lazy-boundary";
import { LazyAccountDialog, LazyAgeGateModal, LazyAuthDrawer } from "./lazy-overlays";
import { partnerSignupUrl } from "./partner-link";
import { useConfiguration, useCurrentRoute, useSession, useSiteContext, useSitePath } from "./site-hooks";
import styles from "./root-layout.module.css";

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

/** The languages the menus offer: the configured ones that are routable (§1 nl and en). */
const routableLanguages = (configuration: Configuration) => configuration.languages.filter((language) => isLocale(language.key));

const QUERY_ACTION_DIALOGS: readonly string[] = ["register", "login"];

function Shell() {
  const { t } = useLingui();
  const configuration = useConfiguration();
  const { locale } = useSession();
  const { siteSession } = useSiteContext();
  const router = useRouter();
  const sitePath = useSitePath();
  const route = useCurrentRoute();
  const location = useRouterState({ select: (state) => state.location });
  const isLoading = useRouterState({ select: (state) => state.status === "pending" });

  useDocumentHead(configuration, locale);
  useNavigationTracking();

  const authDrawer = useFlow("authDrawer", connectDrawer);
  const ageGate = useFlow("ageGate", connectAgeGate);

  // §2.1 query actions that need no member: register and login open their dialogs.
  const action = (location.search as { action?: string }).action;
  const [account, setAccount] = useState<AccountDialogKind | null>(null);
  useEffect(() => {
    if (action === "register" || action === "login") setAccount(action);
  }, [action]);
  const closeAccount = useCallback(() => {
    setAccount(null);
    if (action && QUERY_ACTION_DIALOGS.includes(action)) {
      const { action: _done, ...rest } = router.state.location.search as Record<string, unknown>;
      void router.navigate({ href: `${router.state.location.pathname}${stringifySearch(rest)}`, replace: true });
    }
  }, [action, router]);

  const languages = useMemo(() => routableLanguages(configuration), [configuration]);
  const switchLanguage = useCallback(
    (key: string) => {
      if (!isLocale(key)) return;
      authDrawer.close();
      // §2.1/§4: the language flow loads the messages, sets the cookie and names the matching prefixed path.
      siteSession.switchLanguage(key, location.pathname, location.searchStr);
    },
    [authDrawer, siteSession, location.pathname, location.searchStr],
  );

  const openAccount = (kind: AccountDialogKind) => {
    authDrawer.close();
    setAccount(kind);
  };

  const isGrid = route?.baseName === "index" || route?.baseName === "category-search";
  // §2.3 the logo goes to the configured home on the home page, otherwise home keeping the affiliate values.
  const logoHref = route?.baseName === "index" ? configuration.brand.home || sitePath("/") : sitePath("/");

  const header = (
    <>
      {isLoading ? <div className={styles.pending} role="progressbar" aria-label={t`Loading`} /> : null}
      <Header
        logoUrl={configuration.brand.logo}
        brandName={configuration.brand.name}
        logoHref={logoHref}
        languages={languages}
        currentLanguage={locale}
        onLanguageSelect={switchLanguage}
        onSignUp={() => openAccount("register")}
        onLogin={() => openAccount("login")}
        onMenuOpen={authDrawer.open}
      />
    </>
  );

  const footer = (
    <Footer
      brandName={configuration.brand.name}
      logoUrl={configuration.brand.logo}
      company={configuration.company}
      termsHref={sitePath("/terms-conditions")}
      privacyHref={sitePath("/privacy")}
      cookiesHref={sitePath("/cookies")}
      companyUrl={configuration.company.url}
      affiliateUrl={configuration.partner.affiliateUrl}
      performerSignupUrl={partnerSignupUrl(configuration)}
    />
  );

  const authDrawerView = authDrawer.isMounted ? (
    <LazyBoundary name="layout/overlays AuthDrawer">
      <LazyAuthDrawer
        isOpen={authDrawer.isVisible}
        onClose={authDrawer.close}
        mode={isGrid ? "whitelabel" : "default"}
        logoUrl={configuration.brand.logo}
        brandName={configuration.brand.name}
        welcomeCredits={configuration.marketing.welcomeCredits}
        languages={languages}
        currentLanguage={locale}
        onLanguageSelect={switchLanguage}
        onSignUp={() => openAccount("register")}
        onLogin={() => openAccount("login")}
        navItems={[
          { key: "home", label: t`All models`, href: sitePath("/"), current: route?.baseName === "index" },
          { key: "new", label: t`New cams`, href: `${sitePath("/")}?tab=new` },
          { key: "toy", label: t`Interactive toy`, href: `${sitePath("/")}?tab=toy` },
        ]}
      />
    </LazyBoundary>
  ) : null;

  const modalHost = (
    <>
      {ageGate.isOpen ? (
        <LazyBoundary name="layout/overlays AgeGateModal">
          <LazyAgeGateModal
            isOpen
            logoUrl={configuration.brand.logo}
            brandName={configuration.brand.name}
            termsHref={sitePath("/terms-conditions")}
            privacyHref={sitePath("/privacy")}
            onAgree={ageGate.agree}
          />
        </LazyBoundary>
      ) : null}
      {account !== null ? (
        <LazyBoundary name="layout/account-dialog">
          <LazyAccountDialog kind={account} welcomeCredits={configuration.marketing.welcomeCredits} onClose={closeAccount} />
        </LazyBoundary>
      ) : null}
    </>
  );

  // §2.2 the white-label layout (category bar, SEO blocks) on the grid pages, the default layout elsewhere.
  return isGrid ? (
    <WhitelabelLayout
      header={header}
      footer={footer}
      authDrawer={authDrawerView}
      filterDrawer={<GridFilterDrawer />}
      modalHost={modalHost}
      categoryBar={<GridCategoryBar />}
      seo={<GridSeo />}
    >
      <Outlet />
    </WhitelabelLayout>
  ) : (
    <DefaultLayout header={header} footer={footer} authDrawer={authDrawerView} modalHost={modalHost}>
      <Outlet />
    </DefaultLayout>
  );
}
