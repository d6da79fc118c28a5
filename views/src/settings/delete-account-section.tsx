import { useLingui } from "@lingui/react/macro";
import { AlertIcon, Button, DangerActions, Modal } from "../ui";
import { TrashIcon } from "./settings-icons";
import { SettingsSection } from "./settings-section";
import styles from "./settings.module.css";

export type DeleteAccountSectionProps = {
  /** The confirmation is open (also while the deletion runs). */
  isConfirming: boolean;
  isDeleting: boolean;
  /** The last deletion failed. */
  hasFailed: boolean;
  /** "Delete account": opens the confirmation. */
  onRequest: () => void;
  onConfirm: () => void;
  onCancel: () => void;
};

/** §1 / §5 delete the account (irreversible): a danger zone and a confirmation dialog. */
export function DeleteAccountSection({ isConfirming, isDeleting, hasFailed, onRequest, onConfirm, onCancel }: DeleteAccountSectionProps) {
  const { t } = useLingui();
  const isOpen = isConfirming || isDeleting;
  const failure = t`Your account could not be deleted. Please try again.`;
  return (
    <SettingsSection
      id="settings-delete"
      tone="danger"
      icon={<TrashIcon />}
      title={t`Delete account`}
      description={t`Deleting your account removes your profile, favourites, messages and remaining credits for good.`}
    >
      {hasFailed && !isOpen ? (
        <p className={styles.alert} role="alert">
          <AlertIcon aria-hidden="true" />
          {failure}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="outline" className={styles.dangerOutline} onPress={onRequest}>
          <TrashIcon />
          {t`Delete account`}
        </Button>
      </div>

      <Modal
        isOpen={isOpen}
        onClose={onCancel}
        isDismissable={!isDeleting}
        title={t`Delete your account?`}
        art={
          <span className={styles.dangerArt} aria-hidden="true">
            <TrashIcon />
          </span>
        }
      >
        <p className={styles.modalText}>
          {t`This is irreversible. Your account, your favourites, your messages and any credits you have left are deleted and cannot be restored.`}
        </p>
        {hasFailed ? (
          <p className={styles.alert} role="alert">
            <AlertIcon aria-hidden="true" />
            {failure}
          </p>
        ) : null}
        <DangerActions confirm={t`Yes, delete my account`} isPending={isDeleting} onConfirm={onConfirm} onCancel={onCancel} />
      </Modal>
    </SettingsSection>
  );
}
