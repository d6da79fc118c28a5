import { useMemo } from "react";
import type { WalletConnect } from "@camstage/core";
import { toWalletBundle } from "./wallet-bundle";
import type { WalletDrawerProps } from "./wallet-drawer";

/**
 * Binds WalletDrawer to the wallet flow of the app's session (its `connect` result): `drawerProps` spreads onto it. The app
 * still opens the wallet (`open`, on credits_drawer:open) and reports a closed pay window (`payWindowClosed`).
 */
export function useWallet(api: WalletConnect) {
  const bundles = useMemo(() => api.bundles.map(toWalletBundle), [api.bundles]);
  const drawerProps = {
    isOpen: api.isOpen,
    onClose: api.close,
    status: api.drawer,
    onRetry: api.retry,
    variant: api.variant,
    bundles,
    selectedBundleId: api.selectedBundleId,
    onSelectBundle: api.selectBundle,
    summary: api.summary,
    methods: api.paymentOptions,
    selectedMethodId: api.selectedMethodId,
    onSelectMethod: api.selectMethod,
    // §5 the simple variant pays with the method alone (core ignores a sub-option there), so none is offered.
    subOptions: api.variant === "simple" ? [] : api.subOptions,
    selectedSubOptionId: api.selectedSubOptionId,
    onSelectSubOption: api.selectSubOption,
    canPay: api.canPay,
    payErrors: api.payErrors,
    isStartingPayment: api.isStartingPayment,
    isPaying: api.isPaying,
    onPay: api.pay,
    payProblem: api.payProblem,
    panel: api.panel,
    lastPurchaseMinutes: api.lastPurchaseMinutes,
    failReason: api.failReasonText,
    onBackToBundles: api.backToBundles,
  } satisfies WalletDrawerProps;
  return { ...api, drawerProps };
}
