import { useEffect, useId, useRef } from "react";
import { useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import type { FailReasonText } from "@camstage/core";
import { Button } from "../ui/button";
import { VisuallyHidden } from "../ui/feedback";
import { AlertIcon, CheckIcon, CloseIcon } from "../ui/icons-more";
import { cx } from "../ui/cx";
import { useWalletMessages } from "./wallet-messages";
import { RetryIcon } from "./wallet-icons";
import styles from "./wallet.module.css";

/** §2.5 while the wallet loads: skeleton bundle cards and method tiles. */
export function WalletSkeleton({ variant = "drawer" }: { variant?: "drawer" | "simple" }) {
  const { t } = useLingui();
  return (
    <div className={styles.skeleton} role="status" aria-busy="true">
      <VisuallyHidden>{t`Loading payment options…`}</VisuallyHidden>
      <span className={cx(styles.bone, styles.boneHeading)} aria-hidden="true" />
      <div className={variant === "simple" ? styles.boneList : styles.boneCards} aria-hidden="true">
        {[0, 1, 2, 3, 4].map((i) => (
          <span key={i} className={cx(styles.bone, variant === "simple" ? styles.boneRow : styles.boneCard)} />
        ))}
      </div>
      <span className={cx(styles.bone, styles.boneHeading)} aria-hidden="true" />
      <div className={styles.boneTiles} aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <span key={i} className={cx(styles.bone, styles.boneTile)} />
        ))}
      </div>
    </div>
  );
}

/** §8 payment options failure: "Unable to load payment options", with a retry. */
export function WalletLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <div className={styles.result}>
      <span className={cx(styles.resultArt, styles.resultDanger)} aria-hidden="true">
        <AlertIcon />
      </span>
      <p role="alert" className={styles.resultTitle}>
        {t`Unable to load payment options`}
      </p>
      <p className={styles.resultText}>{t`Please check your connection and try again.`}</p>
      <Button variant="primary" size="lg" onPress={onRetry}>
        <RetryIcon />
        {t`Try again`}
      </Button>
    </div>
  );
}

/** The result replaces the Pay button that had the focus: its action takes the focus, so Escape and Tab keep working. */
function useFocusOnMount() {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

/** §2.5 finished payment, success: the minutes just added and Close. */
export function PaymentSuccessPanel({ minutes, onClose }: { minutes: number; onClose: () => void }) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <section className={styles.result} aria-labelledby={titleId}>
      <span className={cx(styles.resultArt, styles.resultSuccess)} aria-hidden="true">
        <CheckIcon />
      </span>
      <h3 id={titleId} className={styles.resultTitle}>
        {t`Payment successful`}
      </h3>
      <p role="status" className={styles.resultText}>
        {t({ message: plural(minutes, { one: "# minute has been added to your balance.", other: "# minutes have been added to your balance." }) })}
      </p>
      <Button variant="primary" size="lg" onPress={onClose} ref={useFocusOnMount()}>
        {t`Close`}
      </Button>
    </section>
  );
}

/** §2.5 finished payment, failure: the §8 reason text and the way back to the bundle choice. */
export function PaymentFailurePanel({ reason, onBackToBundles }: { reason: FailReasonText; onBackToBundles: () => void }) {
  const { t } = useLingui();
  const messages = useWalletMessages();
  const titleId = useId();
  return (
    <section className={styles.result} aria-labelledby={titleId}>
      <span className={cx(styles.resultArt, styles.resultDanger)} aria-hidden="true">
        <CloseIcon />
      </span>
      <h3 id={titleId} className={styles.resultTitle}>
        {t`Payment failed`}
      </h3>
      <p role="alert" className={styles.resultText}>
        {messages.failReason(reason)}
      </p>
      <Button variant="primary" size="lg" onPress={onBackToBundles} ref={useFocusOnMount()}>
        {t`Choose another bundle`}
      </Button>
    </section>
  );
}
