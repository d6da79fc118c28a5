import { useRouter, useRouterState } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { connectDialIn, connectDrawer, connectModalHost } from "@camstage/core";
import { Header, PhoneConnectedBadge, useMemberSession } from "@camstage/views";
import { useFlow, useFlowActor, useStartedFlow } from "../session/use-flow";
import { usePageLoader } from "../session/page-loader";
import { LazyBoundary } from "./lazy-boundary";
import { LazyMemberSlot } from "./lazy-overlays";
import { usePaymentActions } from "./payment-actions";
import { useConfiguration, useCurrentRoute, useSession, useSiteContext, useSitePath } from "./site-hooks";
import { useIsMobile } from "./use-is-mobile";
import { useOpenAccount } from "./use-open-account";
import { useSiteLanguages } from "./use-site-languages";
import styles from "./root-layout.module.css";

/** §2.3 the header: logo, languages, sign-up and login for guests, the member controls, the dial-in badge. */
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
  const authDrawer = useFlow("authDrawer", connectDrawer);
  const modalHost = useFlow("modalHost", connectModalHost);
  const member = useMemberSession(useFlowActor("session"), useFlowActor("credits"));
  // The dial-in's code loads with its drawer; until then there is no call to show.
  const dialIn = useStartedFlow("dialIn", connectDialIn);
  const { openWallet, openDialIn } = usePaymentActions();
  const { languages, switchLanguage } = useSiteLanguages(authDrawer.close);
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
        onMenuOpen={authDrawer.open}
        dialInActive={dialIn?.isActive ?? false}
        onPayByPhone={openDialIn}
        centerSlot={<PhoneConnectedBadge isVisible={dialIn?.showBadge ?? false} call={dialIn?.call ?? "idle"} />}
        memberSlot={
          member.controlsProps ? (
            <LazyBoundary name="layout/member-slot">
              <LazyMemberSlot
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
            </LazyBoundary>
          ) : undefined
        }
      />
    </>
  );
}
