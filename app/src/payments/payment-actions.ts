import { useCallback, useEffect } from "react";
import { TIMINGS_MS } from "@camstage/core";
import { lazyConnect, useFlowLater } from "../flows/use-flow";
import { geoCountryQuery } from "../queries";
import { landingAffiliateCode } from "../platform/base-query";
import { useIsMobile } from "../site/use-is-mobile";
import { useConfiguration, useCurrentRoute, useSession, useSiteContext } from "../site/site-hooks";

/**
 * §2.5 credits_drawer:open and dial_in_drawer:open as the site raises them: from the credits button, the member
 * menu, the verification modal, the no-credits modals and the wallet's own pay-by-phone offer. The other overlays
 * close by the routing table (core), not here.
 */
// The wallet's and the dial-in's rules load with the first press, not with the first page (ARCHITECTURE §6).
const walletConnect = lazyConnect("wallet", () => import("@camstage/core/wallet/wallet.connect").then((module) => module.connectWallet));
const dialInConnect = lazyConnect("dialIn", () => import("@camstage/core/dial-in/dial-in.connect").then((module) => module.connectDialIn));

export function usePaymentActions() {
  const { siteSession, queryClient, platform } = useSiteContext();
  const { locale } = useSession();
  const route = useCurrentRoute();
  const isMobile = useIsMobile();
  const onProfilePage = route?.baseName === "profile";
  const configuration = useConfiguration();
  const brand = configuration.brand.name;
  const defaultAffiliation = configuration.partner.affiliateCode;
  const wallet = useFlowLater("wallet", walletConnect);
  const dialIn = useFlowLater("dialIn", dialInConnect);

  const openWallet = useCallback(
    (walletId: string | null = null) => {
      // The provider returns the visitor to this page (same-origin, ARCHITECTURE §7); the purchase analytics carry the
      // brand and the affiliate code (the p query, else the configured one, as the sign-up event does).
      const affiliation = landingAffiliateCode(window.location.search) || defaultAffiliation;
      const returnUrl = window.location.href;
      wallet((api) => api.open({ locale, returnUrl, walletId, onProfilePage, brand, affiliation }));
    },
    [wallet, locale, onProfilePage, brand, defaultAffiliation],
  );

  const openDialIn = useCallback(() => {
    // §7 the visitor's country goes first among the numbers, when the lookup has answered (usePrefetchGeo);
    // the drawer never waits for it, and §8 a failed lookup is ignored.
    const geoCountry = queryClient.getQueryData(geoCountryQuery({ platform }).queryKey) ?? null;
    // The flow system's clock (a replay runs on the logged one).
    siteSession.with(({ system }) => dialIn((api) => api.open({ now: system.env.now(), mobile: isMobile, geoCountry })));
  }, [siteSession, dialIn, queryClient, platform, isMobile]);

  return { openWallet, openDialIn };
}

/** Looks the visitor's country up after the §9 prefetch timeout, so the dial-in drawer can use it (§7). */
export function usePrefetchGeo() {
  const { queryClient, platform } = useSiteContext();
  useEffect(() => {
    const handle = window.setTimeout(() => void queryClient.prefetchQuery(geoCountryQuery({ platform })), TIMINGS_MS.prefetchTimeout);
    return () => window.clearTimeout(handle);
  }, [queryClient, platform]);
}
