import { useId } from "react";
import { useLingui } from "@lingui/react/macro";
import type { BundleSummary, PaymentErrorKey, WalletPayProblem, WalletVariant } from "@camstage/core";
import { Button } from "../ui/button";
import { Spinner } from "../ui/feedback";
import { useWalletFormat } from "../ui/wallet-format";
import { useWalletMessages } from "./wallet-messages";
import { LockIcon } from "./wallet-icons";
import styles from "./wallet.module.css";

export type PayBarProps = {
  variant: WalletVariant;
  /** Core's summary of the chosen bundle (null when none is chosen). */
  summary: BundleSummary | null;
  /** §5 core's verdict: a complete choice and no payment under way. */
  canPay: boolean;
  /** §5 why Pay is disabled. */
  payErrors: readonly PaymentErrorKey[];
  /** The chosen method's name, for the sub-option reason. */
  methodName: string | null;
  isStartingPayment: boolean;
  /** The pay window is starting or open. */
  isPaying: boolean;
  /** Call within the click: the app opens the pay window synchronously (§2.5). */
  onPay: () => void;
  /** Why the last Pay never reached the provider (core's `payProblem`); null when it did. */
  payProblem?: WalletPayProblem | null;
};

/** §2.5 the drawer variant's summary: minutes, bonus minutes, total minutes and total price (hidden on mobile). */
export function BundleSummaryPanel({ summary }: { summary: BundleSummary }) {
  const { t } = useLingui();
  const format = useWalletFormat();
  return (
    <section className={styles.summary} aria-label={t`Your order`}>
      <dl className={styles.summaryList}>
        <div className={styles.summaryRow}>
          <dt>{t`Minutes`}</dt>
          <dd>{format.number(summary.minutes)}</dd>
        </div>
        <div className={styles.summaryRow}>
          <dt>{t`Bonus minutes`}</dt>
          <dd className={summary.bonusMinutes > 0 ? styles.summaryBonus : undefined}>{`+${format.number(summary.bonusMinutes)}`}</dd>
        </div>
        <div className={styles.summaryRow}>
          <dt>{t`Total minutes`}</dt>
          <dd>{format.number(summary.totalMinutes)}</dd>
        </div>
        <div className={styles.summaryTotal}>
          <dt>{t`Total price`}</dt>
          <dd>{format.money(summary.totalPriceEur, summary.currency)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** §2.5 the Pay button with the reason it is disabled, and the busy and waiting texts of the pay window. */
export function PayBar({ variant, summary, canPay, payErrors, methodName, isStartingPayment, isPaying, onPay, payProblem = null }: PayBarProps) {
  const { t } = useLingui();
  const format = useWalletFormat();
  const messages = useWalletMessages();
  const reasonId = useId();
  const firstError = payErrors[0];
  const reason =
    canPay || isPaying ? null : firstError ? messages.payError(firstError, methodName) : summary === null ? t`Choose a bundle to continue.` : null;
  const price = summary ? format.money(summary.totalPriceEur, summary.currency) : null;
  const status = isStartingPayment
    ? t`Opening the secure payment window…`
    : isPaying
      ? t`Complete your payment in the secure payment window.`
      : "";
  return (
    <div className={styles.payBar}>
      {variant === "drawer" && summary ? <BundleSummaryPanel summary={summary} /> : null}
      <Button
        variant="primary"
        size="lg"
        block
        className={styles.payButton}
        // Pending (focusable) from the press until the payment settles, never `disabled` under the focus: the focus would
        // fall out of the drawer and Escape would no longer close it.
        isDisabled={!canPay && !isStartingPayment && !isPaying}
        isPending={isStartingPayment || isPaying}
        aria-describedby={reason ? reasonId : undefined}
        onPress={onPay}
      >
        {isStartingPayment ? <Spinner /> : <LockIcon />}
        {price ? t`Pay ${price}` : t`Pay`}
      </Button>
      {reason ? (
        <p id={reasonId} className={styles.payReason}>
          {reason}
        </p>
      ) : null}
      <p role="status" className={styles.payStatus}>
        {status}
      </p>
      {payProblem && !isPaying ? (
        <p role="alert" className={styles.payProblem}>
          {payProblem === "blocked"
            ? t`Your browser blocked the payment window. Allow pop-ups for this site and press Pay again.`
            : t`The payment could not be started. Please try again in a moment.`}
        </p>
      ) : null}
    </div>
  );
}
