import { useCallback, useEffect, useRef, useState } from "react";
import { Outlet, useParams, useRouter, useRouterState } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import type { ActorRefFrom } from "xstate";
import {
  LOCAL_STORAGE_KEYS,
  connectAgeGate,
  connectDialIn,
  connectDrawer,
  connectModalHost,
  connectVerification,
  connectWallet,
  performerToRemember,
  splitLocale,
  type ModalType,
  type favouritesMachine,
  type sessionMachine,
} from "@camstage/core";
import {
  DefaultLayout, FavouriteWarning, Footer, Header, LinkProvider, MemberControls, PhoneConnectedBadge, WhitelabelLayout, useFavouriteWarning, useMemberSession,
} from "@camstage/views";
import { GridCategoryBar, GridFilterDrawer, GridSeo } from "../pages/grid/grid-chrome";
import { SiteLink } from "../router/site-link";
import { useFlow } from "../session/use-flow";
import { PageMetaProvider } from "../theme/page-meta";
import { useDocumentHead } from "../theme/use-document-head";
import { useNavigationTracking } from "../tracking/use-navigation-tracking";
import { useFlowActor } from "../session/use-flow-actor";
import { usePageLoader } from "./page-loader";
import { useIsMobile } from "./use-is-mobile";
import { LazyBoundary } from "./lazy-boundary";
import { LazyAgeGateModal, LazyAuthDrawer, LazyDialInOverlay, LazyMemberModals, LazyWalletOverlay } from "./lazy-overlays";
import { usePaymentActions, usePrefetchGeo } from "./payment-actions";
import { useSiteLanguages } from "./use-site-languages";
import { QUERY_ACTION_KEYS, queryActionOf } from "./query-actions";
import { partnerSignupUrl } from "./partner-link";
import { useConfiguration, useCurrentRoute, useSession, useSiteContext, useSitePath } from "./site-hooks";
import { validateSiteSearch } from "../router/search";
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

function Shell() {
  const { t } = useLingui();
  const configuration = useConfiguration();
  const { locale } = useSession();
  const { pageLoader } = useSiteContext();
  const router = useRouter();
  const sitePath = useSitePath();
  const route = useCurrentRoute();
  const location = useRouterState({ select: (state) => state.location });
  const isLoading = useRouterState({ select: (state) => state.status === "pending" });
  const isPageLoading = usePageLoader(pageLoader);
  const isMobile = useIsMobile();

  useDocumentHead(configuration, locale);
  useNavigationTracking();

  const authDrawer = useFlow("authDrawer", connectDrawer);
  const ageGate = useFlow("ageGate", connectAgeGate);
  const modalHost = useFlow("modalHost", connectModalHost);
  const member = useMemberSession(useFlowActor<ActorRefFrom<typeof sessionMachine>>("session"));
  const wallet = useFlow("wallet", connectWallet);
  const dialIn = useFlow("dialIn", connectDialIn);
  const verification = useFlow("verification", connectVerification);
  const favouriteWarning = useFavouriteWarning(useFlowActor<ActorRefFrom<typeof favouritesMachine>>("favourites"));
  const { openWallet, openDialIn } = usePaymentActions();
  usePrefetchGeo();
  // The drawers load on their first open and stay mounted afterwards, so they can animate out.
  const walletMounted = useOnceTrue(wallet.isOpen);
  const dialInMounted = useOnceTrue(dialIn.drawer !== "closed");
  useQueryActions();
  useModalsFollowSession(member, configuration.marketing.welcomeCredits);
  useModalClosesOnNavigation(location.pathname);

  const closeModal = useCallback(() => {
    modalHost.close();
    // Closing the reset-password modal early: its token and code leave the URL too (DESIGN §7).
    const params = new URLSearchParams(router.state.location.searchStr);
    if (params.get("action") === "resetpassword") {
      for (const key of ["action", "token", "password"]) params.delete(key);
      const query = params.toString();
      void router.navigate({ href: `${router.state.location.pathname}${query ? `?${query}` : ""}`, replace: true });
    }
  }, [modalHost, router]);

  const { languages, switchLanguage } = useSiteLanguages(authDrawer.close);

  const openAccount = (kind: ModalType) => {
    authDrawer.close();
    modalHost.open(kind);
  };

  const isGrid = route?.baseName === "index" || route?.baseName === "category-search";
  // §2.3 the logo goes to the configured home on the home page, otherwise home keeping the affiliate values.
  const logoHref = route?.baseName === "index" ? configuration.brand.home || sitePath("/") : sitePath("/");

  const header = (
    <>
      {isLoading || isPageLoading ? <div className={styles.pending} role="progressbar" aria-label={t`Loading`} /> : null}
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
        dialInActive={dialIn.isActive}
        onPayByPhone={openDialIn}
        centerSlot={<PhoneConnectedBadge isVisible={dialIn.showBadge} call={dialIn.call} />}
        memberSlot={
          member.controlsProps ? (
            <MemberControls
              {...member.controlsProps}
              messengerEnabled={configuration.features.messenger}
              favouritesHref={sitePath("/favourites")}
              settingsHref={sitePath("/settings")}
              onOpenWallet={() => openWallet()}
              onOpenMessenger={() => void router.navigate({ href: sitePath("/messenger") })}
              onChangeUsername={() => modalHost.open("changeUsername")}
              onClaimCredits={() => modalHost.open("lander")}
              // §2.4 the member menu carries the language switcher on mobile (the header has none there).
              languages={isMobile ? languages : undefined}
              currentLanguage={locale}
              onLanguageSelect={switchLanguage}
            />
          ) : undefined
        }
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
      emailVerified={verification.isSuccess || verification.isAlreadyVerified}
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

  const modals = (
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
      {modalHost.isOpen ? (
        <LazyBoundary name="layout/member-modals">
          <LazyMemberModals onClose={closeModal} />
        </LazyBoundary>
      ) : null}
      <FavouriteWarning {...favouriteWarning} />
      {walletMounted ? (
        <LazyBoundary name="layout/payment-overlays WalletOverlay">
          <LazyWalletOverlay />
        </LazyBoundary>
      ) : null}
      {dialInMounted ? (
        <LazyBoundary name="layout/payment-overlays DialInOverlay">
          <LazyDialInOverlay onSignUp={member.isMember ? undefined : () => openAccount("register")} />
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
      modalHost={modals}
      categoryBar={<GridCategoryBar />}
      seo={<GridSeo />}
    >
      <Outlet />
    </WhitelabelLayout>
  ) : (
    <DefaultLayout header={header} footer={footer} authDrawer={authDrawerView} modalHost={modals}>
      <Outlet />
    </DefaultLayout>
  );
}

/**
 * A link inside a modal (e.g. the confirmation's change-e-mail link to the settings) leaves the modal behind. A
 * language switch (the same page under another prefix) keeps it: the login card offers one on mobile.
 */
function useModalClosesOnNavigation(pathname: string) {
  const { siteSession } = useSiteContext();
  const page = splitLocale(pathname).rest;
  const previous = useRef(page);
  useEffect(() => {
    if (previous.current === page) return;
    previous.current = page;
    siteSession.send("modalHost", { type: "modal.close" });
  }, [page, siteSession]);
}

/** True from the first render where `value` is true on. */
function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}

/** §2.1 query actions on load: each handled once, its keys leaving the URL (tokens included, DESIGN §7). */
function useQueryActions() {
  const { siteSession, session } = useSiteContext();
  const router = useRouter();
  const sitePath = useSitePath();
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  useEffect(() => {
    const search = validateSiteSearch(Object.fromEntries(new URLSearchParams(searchStr)));
    const intent = queryActionOf(search);
    if (intent === null) return;
    const send = siteSession.send;
    switch (intent.kind) {
      case "login":
        // §2.1 auto-login, then home; the lander shows once the member is known to be unverified.
        send("session", { type: "session.token", token: intent.token });
        send("modalHost", { type: "modal.close" });
        landerPending.current = true;
        break;
      case "openLogin":
        send("modalHost", { type: "modal.open", modal: "login" });
        break;
      case "register":
        send("modalHost", { type: "modal.open", modal: "register" });
        break;
      case "validate":
        send("verification", { type: "verification.start", key: intent.key, fingerprint: siteSession.fingerprint, now: Date.now() });
        send("modalHost", { type: "modal.open", modal: "emailVerification" });
        break;
      case "resetPassword":
        send("resetPassword", {
          type: "resetPassword.start",
          presentation: "modal",
          link: { token: intent.token, password: intent.password },
          loginToken: session.get().token ?? null,
        });
        send("modalHost", { type: "modal.open", modal: "resetPassword" });
        break;
    }
    const keys = QUERY_ACTION_KEYS[intent.kind];
    if (keys.length === 0) return;
    const params = new URLSearchParams(searchStr);
    for (const key of keys) params.delete(key);
    const query = params.toString();
    const path = intent.kind === "login" ? sitePath("/") : router.state.location.pathname;
    void router.navigate({ href: `${path}${query ? `?${query}` : ""}`, replace: true });
  }, [searchStr, siteSession, session, router, sitePath]);
}

/** Set by an action=login link: offer the lander once the member has loaded (§2.1, §6). */
const landerPending = { current: false };

/**
 * The modals follow the session: a login or registration closes its dialog — a registration opens the
 * confirmation when welcome credits are configured (§2.4) — and a pending lander is offered (§6).
 */
function useModalsFollowSession(member: ReturnType<typeof useMemberSession>, welcomeCredits: number) {
  const { siteSession } = useSiteContext();
  const wasMember = useRef(member.isMember);
  const routeName = useCurrentRoute()?.baseName;
  const model = useParams({ strict: false, select: (params: { model?: string }) => params.model });
  useEffect(() => {
    const became = member.isMember && !wasMember.current;
    wasMember.current = member.isMember;
    if (!became || member.member === null) return;
    // §2.4 a sign-up on a performer's page: the verification modal returns there once the e-mail is verified.
    const performer = member.justRegistered ? performerToRemember(routeName, model) : null;
    if (performer !== null) window.localStorage.setItem(LOCAL_STORAGE_KEYS.registerModel, performer);
    const send = siteSession.send;
    const modal = (siteSession.system.snapshot("modalHost") as unknown as { context: { modal: ModalType | null } }).context.modal;
    if (member.justRegistered && welcomeCredits > 0) send("modalHost", { type: "modal.open", modal: "registrationConfirmation" });
    else if (modal === "login" || modal === "register") send("modalHost", { type: "modal.close" });
    if (landerPending.current) {
      landerPending.current = false;
      send("modalHost", { type: "modal.lander.offer", verified: member.member.isVerified });
    }
  }, [member.isMember, member.member, member.justRegistered, siteSession, welcomeCredits, routeName, model]);
}
