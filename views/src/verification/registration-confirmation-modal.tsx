import { Trans, useLingui } from "@lingui/react/macro";
import type { ResendStatus } from "@camstage/core";
import { AppLink } from "../link/link-context";
import { Modal } from "../ui/modal";
import { ResendButton } from "./resend-button";
import { Badge } from "./verification-modal";
import styles from "./verification.module.css";

export type RegistrationConfirmationModalProps = {
  isOpen: boolean;
  onClose: () => void;
  /** §9 welcome credits (shown only when configured, §2.4). */
  welcomeCredits: number;
  /** Where the verification link went. */
  email: string;
  resendStatus: ResendStatus;
  onResend: () => void;
  /** §2.4 the change-e-mail link goes to the settings. */
  changeEmailHref: string;
};

/** §2.4 Registration confirmation: free credits, check mail and spam, resend, change e-mail. */
export function RegistrationConfirmationModal(props: RegistrationConfirmationModalProps) {
  const { isOpen, onClose, welcomeCredits, email } = props;
  const { t } = useLingui();
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={t`Claim your ${welcomeCredits} free credits`} art={<Badge tone="credits" />}>
      <p className={styles.text}>
        <Trans>
          We sent a verification link to <strong className={styles.email}>{email}</strong>. Check your mail and spam folder and
          click the link to receive your free credits.
        </Trans>
      </p>
      <ResendButton resendStatus={props.resendStatus} onResend={props.onResend} />
      <p className={styles.textSmall}>
        {t`Wrong e-mail address?`}{" "}
        <AppLink href={props.changeEmailHref} className={styles.link}>
          {t`Change it in your settings`}
        </AppLink>
      </p>
    </Modal>
  );
}
