import { connectDialIn, connectWallet } from "@camstage/core";
import { DialInDrawer, WalletDrawer, useDialIn, useWallet } from "@camstage/views";
import { useFlow } from "../flows/use-flow";
import { usePaymentActions } from "./payment-actions";
import { useSitePath } from "../site/site-hooks";

/** §2.5 the wallet drawer (the footer hosts it), bound to the session's wallet flow. Loaded on first open. */
export function WalletOverlay() {
  const wallet = useWallet(useFlow("wallet", connectWallet));
  const { openDialIn } = usePaymentActions();
  return <WalletDrawer {...wallet.drawerProps} onPayByPhone={openDialIn} />;
}

/** §2.5 the dial-in drawer, bound to the session's dial-in flow. Guests on mobile get the sign-up teaser. */
export function DialInOverlay({ onSignUp }: { onSignUp?: () => void }) {
  const dialIn = useDialIn(useFlow("dialIn", connectDialIn));
  const sitePath = useSitePath();
  return <DialInDrawer {...dialIn.drawerProps} termsHref={sitePath("/terms-conditions")} onSignUp={onSignUp} />;
}
