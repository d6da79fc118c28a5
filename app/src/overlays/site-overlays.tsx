import { useCallback, useState } from "react";
import { useRouter } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { RESET_PASSWORD_QUERY_KEYS, connectAgeGate, connectConnection, connectDialIn, connectDrawer, connectModalHost, connectWallet, connectSession } from "@camstage/core";
import { ConnectionNotice, FavouriteWarning, useFavouriteWarning, type FavouriteWarnings } from "@camstage/views";
import { useFlow, useSiteSession, useStartedFlow } from "../flows/use-flow";
import { withoutQueryKeys } from "../platform/site-ports";
import { LazyBoundary } from "../site/lazy-boundary";
import { LazyAgeGateModal, LazyAuthDrawer, LazyMemberModals } from "./lazy";
import { LazyDialInOverlay, LazyWalletOverlay } from "../payments/lazy";
import { LazyMessengerHost } from "../messenger/lazy";
import { LazyQaPanel } from "../qa/lazy";
import { useQaPanel } from "../qa/use-qa-panel";
import { useConfiguration, useCurrentRoute, useSession, useSitePath } from "../site/site-hooks";
import { useOpenAccount } from "./use-open-account";
import { useSiteLanguages } from "../site/use-site-languages";

/** §2.3 the left drawer (menu, languages, sign-up and login), loaded on its first open. */
export function SiteAuthDrawer({ whitelabel }: { whitelabel: boolean }) {
  const { t } = useLingui();
  const configuration = useConfiguration();
  const { locale } = useSession();
  const sitePath = useSitePath();
  const route = useCurrentRoute();
  const authDrawer = useFlow("authDrawer", connectDrawer);
  const { languages, switchLanguage } = useSiteLanguages(authDrawer.close);
  const openAccount = useOpenAccount();
  if (!authDrawer.isMounted) return null;
  return (
    <LazyBoundary name="overlays/overlays AuthDrawer">
      <LazyAuthDrawer
        isOpen={authDrawer.isVisible}
        onClose={authDrawer.close}
        mode={whitelabel ? "whitelabel" : "default"}
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
  );
}

/** The modal host's modals, the age gate, the favourite warning and the payment drawers, each loaded on first use. */
export function SiteModals() {
  const onCloseModal = useCloseModal();
  const configuration = useConfiguration();
  const sitePath = useSitePath();
  const ageGate = useFlow("ageGate", connectAgeGate);
  const modalHost = useFlow("modalHost", connectModalHost);
  const isMember = useFlow("session", connectSession).isMember;
  const { system, replaying } = useSiteSession();
  // §8 a favourite that could not be saved: the flow's warning, heard through the session.
  const favouriteWarnings = useCallback<FavouriteWarnings>(
    (show) => system.on("favourites", "favourites.warning", (event) => show(event.change)),
    [system],
  );
  const favouriteWarning = useFavouriteWarning(favouriteWarnings);
  // The drawers load with their flows on their first open and stay mounted afterwards, so they can animate out.
  const walletMounted = useOnceTrue(useStartedFlow("wallet", connectWallet)?.isOpen ?? false);
  const dialInMounted = useOnceTrue((useStartedFlow("dialIn", connectDialIn)?.drawer ?? "closed") !== "closed");
  const qaPanel = useQaPanel(replaying !== null);
  const connection = useFlow("connection", connectConnection);
  return (
    <>
      <ConnectionNotice notice={connection.notice} />
      {qaPanel.isOpen ? (
        <LazyBoundary name="qa/qa-panel-host">
          <LazyQaPanel onClose={qaPanel.close} />
        </LazyBoundary>
      ) : null}
      {ageGate.isOpen ? (
        <LazyBoundary name="overlays/overlays AgeGateModal">
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
        <LazyBoundary name="overlays/member-modals">
          <LazyMemberModals onClose={onCloseModal} />
        </LazyBoundary>
      ) : null}
      <FavouriteWarning {...favouriteWarning} />
      {isMember && configuration.features.messenger ? (
        <LazyBoundary name="messenger/messenger-host">
          <LazyMessengerHost />
        </LazyBoundary>
      ) : null}
      {walletMounted ? (
        <LazyBoundary name="payments/payment-overlays WalletOverlay">
          <LazyWalletOverlay />
        </LazyBoundary>
      ) : null}
      {dialInMounted ? (
        <LazyBoundary name="payments/payment-overlays DialInOverlay">
          <LazyDialInOverlay onSignUp={isMember ? undefined : () => modalHost.open("register")} />
        </LazyBoundary>
      ) : null}
    </>
  );
}

/** True from the first render where `value` is true on. */
function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}

/** Closing a modal; closing the reset-password modal early takes its token and code out of the URL too (ARCHITECTURE §7). */
function useCloseModal() {
  const { close } = useFlow("modalHost", connectModalHost);
  const router = useRouter();
  return useCallback(() => {
    close();
    const { pathname, searchStr } = router.state.location;
    if (new URLSearchParams(searchStr).get("action") !== "resetpassword") return;
    const href = withoutQueryKeys(pathname, searchStr, RESET_PASSWORD_QUERY_KEYS);
    if (href !== null) void router.navigate({ href, replace: true });
  }, [close, router]);
}
