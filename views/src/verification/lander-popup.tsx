import { Trans, useLingui } from "@lingui/react/macro";
import type { ResendStatus } from "@camstage/core";
import { Button } from "../ui/button";
import { Modal } from "../ui/modal";
import { ResendButton } from "./resend-button";
import { Badge } from "./verification-modal";
import styles from "./verification.module.css";

export type LanderPopupProps = {
  isOpen: boolean;
  onClose: () => void;
  welcomeCredits: number;
  /** The member's e-mail, when known. */
  email?: string | null;
  resendStatus: ResendStatus;
  onResend: () => void;
};

/** §6 after an auto-login of an unverified member: welcome, verify your e-mail, resend. */
export function LanderPopup({ isOpen, onClose, welcomeCredits, email, resendStatus, onResend }: LanderPopupProps) {
  const { t } = useLingui();
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={t`Welcome!`} art={<Badge tone="credits" />}>
      <p className={styles.text}>{t`Verify your e-mail address to claim your ${welcomeCredits} free credits.`}</p>
      {email ? (
        <p className={styles.textSmall}>
          <Trans>
            We sent the link to <strong className={styles.email}>{email}</strong>. Check your spam folder too.
          </Trans>
        </p>
      ) : null}
      <ResendButton resendStatus={resendStatus} onResend={onResend} />
      <Button variant="ghost" size="md" block onPress={onClose}>
        {t`Continue browsing`}
      </Button>
    </Modal>
  );
}
