import { useLingui } from "@lingui/react/macro";
import type { FailReasonText, PaymentErrorKey } from "@camstage/core";
import type { WalletBundleRibbon } from "./wallet-bundle";

/** Translations of the wallet's §8 fail reasons, the §5 pay errors and the §9 bundle tags. */
export function useWalletMessages() {
  const { t } = useLingui();

  /** §8 `ppt_failed.<reason>.text`. */
  const failReason = (reason: FailReasonText): string =>
    ({
      anti_fraud: t`Your payment was blocked by our fraud protection. Please choose another payment method or contact your bank.`,
      rejected: t`Your payment was rejected by the payment provider. Please try again or choose another payment method.`,
      expired: t`Your payment session has expired before the payment was completed. Please start a new payment.`,
      cancelled: t`You cancelled the payment. Choose a bundle to try again.`,
      default: t`Your payment could not be completed. Please try again or choose another payment method.`,
    })[reason];

  /** §5 why Pay is disabled. */
  const payError = (key: PaymentErrorKey, methodName: string | null): string => {
    if (key === "payment.noMethod") return t`Choose a payment method to continue.`;
    const method = methodName ?? "";
    return method === "" ? t`Choose an option to continue.` : t`Choose an option for ${method} to continue.`;
  };

  const ribbon = (tag: WalletBundleRibbon): string =>
    ({
      bestDeal: t`Best deal`,
      mostBought: t`Most bought`,
      firstTime: t`First-time offer`,
    })[tag];

  return { failReason, payError, ribbon };
}
