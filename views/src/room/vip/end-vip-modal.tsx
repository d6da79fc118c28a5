import { useLingui } from "@lingui/react/macro";
import { Button } from "../../ui/button";
import { Spinner } from "../../ui/feedback";
import { Modal } from "../../ui/modal";
import { CrownIcon } from "./vip-icons";
import styles from "./vip.module.css";

export type EndVipModalProps = {
  isOpen: boolean;
  performer: string;
  /** The performer's snapshot; null shows her initial. */
  snapshot: string | null;
  /** §4 stop VIP is on its way: both answers wait (the modal hides when the show has ended). */
  ending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * §2.6 EndVipModal: the performer's snapshot and username, her speech bubble, the title and yes/no. Yes stops the
 * show (§4); no keeps it. While stopping, the answers are pending and the modal cannot be dismissed.
 */
export function EndVipModal({ isOpen, performer, snapshot, ending, onConfirm, onClose }: EndVipModalProps) {
  const { t } = useLingui();
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      isDismissable={!ending}
      title={t`End the VIP show?`}
      subtitle={t`You leave the private show and go back to the room's chat.`}
      art={
        <figure className={styles.performer}>
          <span className={styles.avatar}>
            {snapshot ? <img src={snapshot} alt="" className={styles.avatarImage} /> : <span className={styles.initial} aria-hidden="true">{performer.slice(0, 1).toUpperCase()}</span>}
            <span className={styles.avatarCrown} aria-hidden="true">
              <CrownIcon />
            </span>
          </span>
          <figcaption className={styles.bubble}>
            <span className={styles.bubbleName}>{performer}</span>
            <span className={styles.bubbleText}>{t`Leaving already? Stay a little longer, I'm only getting started…`}</span>
          </figcaption>
        </figure>
      }
    >
      <div className={styles.modalActions}>
        <Button variant="primary" size="lg" block isPending={ending} onPress={onConfirm}>
          {ending ? <Spinner /> : null}
          {ending ? t`Ending the VIP show…` : t`Yes, end the show`}
        </Button>
        <Button variant="ghost" size="lg" block isPending={ending} onPress={onClose}>
          {t`No, stay in the show`}
        </Button>
      </div>
    </Modal>
  );
}
