import { Trans, useLingui } from "@lingui/react/macro";
import { DangerActions } from "../ui/danger-actions";
import { Modal } from "../ui/modal";
import { TrashIcon } from "./messenger-icons";
import styles from "./messenger.module.css";

export type DeleteChatModalProps = {
  isOpen: boolean;
  /** The performer the conversation is with. */
  username: string;
  /** §4 the delete is on its way: both answers wait and the modal cannot be dismissed. */
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** §2.6 DeleteChatModal: title, content, cancel and confirm. */
export function DeleteChatModal({ isOpen, username, deleting, onConfirm, onClose }: DeleteChatModalProps) {
  const { t } = useLingui();
  // The username goes into the sentence as an element: Trans reads tags in string values.
  const who = <strong className={styles.strong}>{username}</strong>;
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      isDismissable={!deleting}
      title={t`Delete this conversation?`}
      art={
        <span className={styles.dangerArt} aria-hidden="true">
          <TrashIcon />
        </span>
      }
    >
      <p className={styles.modalText}>
        <Trans>Your conversation with {who}, with all its messages and photos, will be deleted. This cannot be undone.</Trans>
      </p>
      <DangerActions confirm={t`Delete`} pending={t`Deleting…`} isPending={deleting} onConfirm={onConfirm} onCancel={onClose} />
    </Modal>
  );
}
