import { useLingui } from "@lingui/react/macro";
import type { ResendStatus } from "@camstage/core";
import { Button } from "../ui/button";
import { ProgressBar } from "../ui/feedback";
import { AlertIcon, CheckIcon, CoinsIcon } from "../ui/icons-more";
import { Modal } from "../ui/modal";
import { cx } from "../ui/cx";
import { ResendButton } from "./resend-button";
import styles from "./verification.module.css";

export type VerificationModalProps = {
  isOpen: boolean;
  /** §2.4 on close the app goes to the stored performer profile when that performer is not offline. */
  onClose: () => void;
  isChecking: boolean;
  isSuccess: boolean;
  isFailure: boolean;
  /** §8 badRequest.activation.verified: the link was used before; no resend. */
  isAlreadyVerified: boolean;
  resendStatus: ResendStatus;
  onResend: () => void;
  /** §9 welcome credits added on verification. */
  welcomeCredits: number;
  /** §2.4 the add-more button opens the wallet. */
  onAddMore: () => void;
};

/** §2.4 E-mail verification modal: checking, then success or failure. */
export function VerificationModal(props: VerificationModalProps) {
  const { isOpen, onClose, isChecking, isSuccess, isFailure, isAlreadyVerified, welcomeCredits } = props;
  const { t } = useLingui();

  if (isSuccess) {
    return (
      <Modal isOpen={isOpen} onClose={onClose} title={t`Credits received`} art={<Badge tone="credits" />}>
        <p className={styles.text}>{t`${welcomeCredits} free credits have been added to your account`}</p>
        <div className={styles.more}>
          <p className={styles.moreTitle}>{t`Want more?`}</p>
          <p className={styles.textSmall}>{t`Top up your credits and enjoy longer private shows.`}</p>
          <Button variant="primary" size="lg" block onPress={props.onAddMore}>
            <CoinsIcon aria-hidden="true" />
            {t`Add more credits`}
          </Button>
        </div>
      </Modal>
    );
  }

  if (isFailure && isAlreadyVerified) {
    return (
      <Modal isOpen={isOpen} onClose={onClose} title={t`Already verified`} art={<Badge tone="success" />}>
        <p className={styles.text}>{t`This e-mail address was already verified`}</p>
        <Button variant="primary" size="lg" block onPress={onClose}>
          {t`Continue`}
        </Button>
      </Modal>
    );
  }

  if (isFailure) {
    return (
      <Modal isOpen={isOpen} onClose={onClose} title={t`Link expired`} art={<Badge tone="danger" />}>
        <p className={styles.text}>{t`This verification link has expired or is no longer valid. We can send you a new one.`}</p>
        <ResendButton resendStatus={props.resendStatus} onResend={props.onResend} />
      </Modal>
    );
  }

  return (
    <Modal isOpen={isOpen && isChecking} onClose={onClose} isDismissable={false} title={t`Verifying your e-mail`}>
      <p className={styles.text}>{t`One moment, we are checking your verification link.`}</p>
      <ProgressBar label={t`Checking your verification link`} />
    </Modal>
  );
}

/** The round artwork above a verification dialog's title. */
export function Badge({ tone }: { tone: "credits" | "success" | "danger" }) {
  return (
    <span className={cx(styles.badge, styles[tone])}>
      {tone === "credits" ? <CoinsIcon aria-hidden="true" /> : tone === "success" ? <CheckIcon aria-hidden="true" /> : <AlertIcon aria-hidden="true" />}
    </span>
  );
}
