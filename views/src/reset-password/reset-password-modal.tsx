import { useLingui } from "@lingui/react/macro";
import { Button } from "../ui/button";
import { CheckIcon } from "../ui/icons-more";
import { Modal } from "../ui/modal";
import { ResetPasswordForm, type ResetPasswordFormProps } from "./reset-password-form";
import styles from "./reset-password.module.css";

export type ResetPasswordModalProps = ResetPasswordFormProps & {
  isOpen: boolean;
  onClose: () => void;
  /** §2.4 after a change in the modal: the completion screen. */
  showCompletion: boolean;
  /** Changed from an e-mail link, nobody is logged in (ARCHITECTURE §7): the completion offers the login. */
  offerLogin?: boolean;
  onLogin?: () => void;
};

/** §2.4 reset password in the modal frame; on success the completion screen (title, check icon, info, close). */
export function ResetPasswordModal({ isOpen, onClose, showCompletion, offerLogin = false, onLogin, ...form }: ResetPasswordModalProps) {
  const { t } = useLingui();
  if (showCompletion) {
    return (
      <Modal
        isOpen={isOpen}
        onClose={onClose}
        title={t`Password changed`}
        art={
          <span className={styles.checkBadge}>
            <CheckIcon aria-hidden="true" />
          </span>
        }
      >
        {offerLogin && onLogin ? (
          <>
            <p className={styles.info}>{t`Your password has been changed. Log in with your new password.`}</p>
            <Button variant="primary" size="lg" block onPress={onLogin}>
              {t`Log in`}
            </Button>
          </>
        ) : (
          <>
            <p className={styles.info}>{t`Your password has been changed. Use your new password the next time you log in.`}</p>
            <Button variant="primary" size="lg" block onPress={onClose}>
              {t`Close`}
            </Button>
          </>
        )}
      </Modal>
    );
  }
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={t`Change your password`}
      subtitle={form.showOldField ? t`Enter your current password and choose a new one.` : t`Choose a new password for your account.`}
    >
      <ResetPasswordForm {...form} autoFocus />
    </Modal>
  );
}
