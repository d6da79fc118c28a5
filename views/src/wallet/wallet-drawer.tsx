import { useId } from "react";
import { useLingui } from "@lingui/react/macro";
import type {
  BundleSummary, FailReasonText, PaymentErrorKey, PaymentMethodId, PaymentOption, PaymentSubOption, WalletDrawerStatus, WalletPayProblem, WalletVariant,
} from "@camstage/core";
import { Drawer } from "../drawer/drawer";
import { PhoneIcon } from "../ui/phone-icons";
import { Button } from "../ui/button";
import { BundleCards, BundleList } from "./bundle-choice";
import { PayBar } from "./pay-bar";
import { PaymentMethods } from "./payment-methods";
import type { WalletBundle } from "./wallet-bundle";
import { SecurePayLogo } from "./wallet-icons";
import { PaymentFailurePanel, PaymentSuccessPanel, WalletLoadFailed, WalletSkeleton } from "./wallet-panels";
import styles from "./wallet.module.css";

export type WalletDrawerProps = {
  isOpen: boolean;
  /** §2.5 credits_drawer:close (close button, mask, Escape). */
  onClose: () => void;
  side?: "left" | "right";
  /** Core's drawer status: loading, loadFailed or shown. */
  status: WalletDrawerStatus;
  /** Load the wallet again after §8 "Unable to load payment options". */
  onRetry: () => void;
  /** §2.5 `drawer`: bundle cards and a summary; `simple`: a bundle list only. */
  variant: WalletVariant;
  bundles: readonly WalletBundle[];
  selectedBundleId: number | null;
  onSelectBundle: (bundleId: number) => void;
  /** Core's summary of the chosen bundle. */
  summary: BundleSummary | null;
  methods: readonly PaymentOption[];
  selectedMethodId: PaymentMethodId | null;
  onSelectMethod: (methodId: PaymentMethodId) => void;
  subOptions: readonly PaymentSubOption[];
  selectedSubOptionId: PaymentMethodId | null;
  onSelectSubOption: (subOptionId: PaymentMethodId) => void;
  canPay: boolean;
  payErrors: readonly PaymentErrorKey[];
  isStartingPayment: boolean;
  isPaying: boolean;
  onPay: () => void;
  /** Which panel shows: the choice, or a finished payment (§4 payment status). */
  panel: "choose" | "success" | "failure";
  /** Minutes of the last purchase (success panel). */
  lastPurchaseMinutes: number;
  /** §8 the failure text's reason. */
  failReason: FailReasonText;
  /** §4 the failure panel's button: back to the bundle choice. */
  onBackToBundles: () => void;
  /** Why the last Pay never reached the provider: a blocked window or no payment URL (core's `payProblem`). */
  payProblem?: WalletPayProblem | null;
  /** §2.5 the dial-in drawer as another way to pay; omitted hides the offer. */
  onPayByPhone?: () => void;
};

/** §2.5 the wallet: a right-side drawer to buy credits in two steps, then the finished payment's panel. */
export function WalletDrawer(props: WalletDrawerProps) {
  const { t } = useLingui();
  const { status, variant, panel } = props;
  const choosing = status === "shown" && panel === "choose";
  const method = props.methods.find((m) => props.selectedMethodId !== null && String(m.id) === String(props.selectedMethodId));
  return (
    <Drawer
      isOpen={props.isOpen}
      onClose={() => props.onClose()}
      side={props.side ?? "right"}
      title={t`Buy credits`}
      header={<WalletHeader />}
      panelClassName={variant === "simple" ? styles.panelSimple : styles.panelCards}
      footer={
        choosing ? (
          <PayBar
            variant={variant}
            summary={props.summary}
            canPay={props.canPay}
            payErrors={props.payErrors}
            methodName={method?.name ?? null}
            isStartingPayment={props.isStartingPayment}
            isPaying={props.isPaying}
            onPay={props.onPay}
            payProblem={props.payProblem}
          />
        ) : undefined
      }
    >
      <div className={styles.wallet} data-variant={variant}>
        {status === "loading" || status === "closed" ? <WalletSkeleton variant={variant} /> : null}
        {status === "loadFailed" ? <WalletLoadFailed onRetry={props.onRetry} /> : null}
        {status === "shown" && panel === "success" ? <PaymentSuccessPanel minutes={props.lastPurchaseMinutes} onClose={props.onClose} /> : null}
        {status === "shown" && panel === "failure" ? <PaymentFailurePanel reason={props.failReason} onBackToBundles={props.onBackToBundles} /> : null}
        {choosing ? <WalletChoice {...props} /> : null}
      </div>
    </Drawer>
  );
}

function WalletHeader() {
  const { t } = useLingui();
  return (
    <div className={styles.head}>
      <SecurePayLogo className={styles.logo} />
      <div className={styles.headText}>
        <h2 className={styles.headTitle}>{t`Buy credits`}</h2>
        <p className={styles.headSubtitle}>{t`Secure payment · prices incl. VAT`}</p>
      </div>
    </div>
  );
}

function WalletChoice(props: WalletDrawerProps) {
  const { t } = useLingui();
  const bundlesHeading = useId();
  const methodsHeading = useId();
  const Bundles = props.variant === "simple" ? BundleList : BundleCards;
  return (
    <>
      <section className={styles.step} aria-labelledby={bundlesHeading}>
        <h3 className={styles.stepTitle}>
          <span className={styles.stepNumber} aria-hidden="true">
            1
          </span>
          <span id={bundlesHeading}>{t`Choose your credits`}</span>
        </h3>
        <Bundles bundles={props.bundles} selectedBundleId={props.selectedBundleId} onSelectBundle={props.onSelectBundle} labelledBy={bundlesHeading} />
      </section>
      <section className={styles.step} aria-labelledby={methodsHeading}>
        <h3 className={styles.stepTitle}>
          <span className={styles.stepNumber} aria-hidden="true">
            2
          </span>
          <span id={methodsHeading}>{t`Choose a payment method`}</span>
        </h3>
        <PaymentMethods
          variant={props.variant}
          methods={props.methods}
          selectedMethodId={props.selectedMethodId}
          onSelectMethod={props.onSelectMethod}
          subOptions={props.subOptions}
          selectedSubOptionId={props.selectedSubOptionId}
          onSelectSubOption={props.onSelectSubOption}
          labelledBy={methodsHeading}
        />
      </section>
      {props.onPayByPhone ? (
        <div className={styles.phoneOffer}>
          <span>{t`No card at hand? Pay with your phone bill.`}</span>
          <Button variant="ghost" size="sm" onPress={props.onPayByPhone}>
            <PhoneIcon aria-hidden="true" />
            {t`Pay by phone`}
          </Button>
        </div>
      ) : null}
    </>
  );
}
