import { useCallback } from "react";
import { useRouter, useRouterState } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { connectDialInBadge, connectDrawer, connectModalHost, headerDecoration, siteTheme } from "@camstage/core";
import { Header } from "@camstage/views";
import { useFlowLater, useStartedFlow } from "../flows/use-flow";
import { usePageLoader } from "../flows/page-loader";
import { LazyBoundary } from "../site/lazy-boundary";
import { LazyMemberSlot, LazyPhoneConnectedBadge } from "./lazy";
import { usePaymentActions } from "../payments/payment-actions";
import { useConfiguration, useCurrentRoute, useSession, useSiteContext, useSitePath } from "../site/site-hooks";
import { useIsMobile } from "../site/use-is-mobile";
import { useOpenAccount } from "../overlays/use-open-account";
import { useSiteLanguages } from "../site/use-site-languages";
import styles from "./root-layout.module.css";

/**
 * §2.3 the header: logo, languages, sign-up and login for guests, the member controls, the dial-in badge. It renders
 * before the flows load (ARCHITECTURE §6): a press meanwhile runs once they are there, and a visitor with a saved login
 * sees the member controls' place kept rather than the guest buttons.
 */
export function SiteHeader() {
  const { t } = useLingui();
  const configuration = useConfiguration();
  const { locale } = useSession();
  const { pageLoader } = useSiteContext();
  const router = useRouter();
  const sitePath = useSitePath();
  const route = useCurrentRoute();
  const isLoading = useRouterState({ select: (state) => state.status === "pending" });
  const isPageLoading = usePageLoader(pageLoader);
  const isMobile = useIsMobile();
  const { token } = useSession();
  const authDrawer = useFlowLater("authDrawer", connectDrawer);
  const modalHost = useFlowLater("modalHost", connectModalHost);
  // The dial-in's code loads with its drawer; until then there is no call to show.
  const dialIn = useStartedFlow("dialIn", connectDialInBadge);
  const { openWallet, openDialIn } = usePaymentActions();
  const closeDrawer = useCallback(() => authDrawer((drawer) => drawer.close()), [authDrawer]);
  const { languages, switchLanguage } = useSiteLanguages(closeDrawer);
  const openAccount = useOpenAccount();
  // §2.3 the logo goes to the configured home on the home page, otherwise home keeping the affiliate values.
  const logoHref = route?.baseName === "index" ? configuration.brand.home || sitePath("/") : sitePath("/");

  return (
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
        onMenuOpen={() => authDrawer((drawer) => drawer.open())}
        dialInActive={dialIn?.isActive ?? false}
        onPayByPhone={openDialIn}
        decoration={headerDecoration(siteTheme(configuration), route?.baseName)}
        centerSlot={
          // The badge's code loads with the first call it shows.
          dialIn?.showBadge ? (
            <LazyBoundary name="views PhoneConnectedBadge">
              <LazyPhoneConnectedBadge isVisible call={dialIn.call} />
            </LazyBoundary>
          ) : null
        }
        memberSlot={
          token !== undefined ? (
            <LazyBoundary name="shell/member-slot">
              <LazyMemberSlot
                messengerEnabled={configuration.features.messenger}
                favouritesHref={sitePath("/favourites")}
                settingsHref={sitePath("/settings")}
                onOpenWallet={() => openWallet()}
                onOpenMessenger={() => void router.navigate({ href: sitePath("/messenger") })}
                onChangeUsername={() => modalHost((host) => host.open("changeUsername"))}
                onClaimCredits={() => modalHost((host) => host.open("lander"))}
                // §2.4 the member menu carries the language switcher on mobile (the header has none there).
                languages={isMobile ? languages : undefined}
                currentLanguage={locale}
                onLanguageSelect={switchLanguage}
              />
            </LazyBoundary>
          ) : undefined
        }
      />
    </>
  );
}
