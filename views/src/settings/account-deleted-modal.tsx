import { useLingui } from "@lingui/react/macro";
import { Button } from "../ui/button";
import { Modal } from "../ui/modal";
import styles from "./account-deleted-modal.module.css";

export type AccountDeletedModalProps = { isOpen: boolean; onClose: () => void };

/** Issue 28: after the account is deleted (and the visitor logged out, home), the site says it is gone. */
export function AccountDeletedModal({ isOpen, onClose }: AccountDeletedModalProps) {
  const { t } = useLingui();
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={t`Your account has been deleted`}>
      <p className={styles.text}>{t`Your profile, favourites, messages and credits are gone. Thank you for visiting: you are welcome back any time.`}</p>
      <Button variant="primary" size="lg" block onPress={onClose}>
        {t`OK`}
      </Button>
    </Modal>
  );
}
