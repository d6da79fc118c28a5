import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useLingui } from "@lingui/react/macro";
import { Button } from "@camstage/views";
import styles from "./account-dialog.module.css";

export type AccountDialogKind = "register" | "login";

/**
 * The sign-up and log-in entry points (header, auth drawer, §2.1 `action=register|login`). Accounts arrive
 * with the member milestone; until then the dialog says so and offers to keep browsing.
 */
export function AccountDialog({ kind, welcomeCredits, onClose }: { kind: AccountDialogKind | null; welcomeCredits: number; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <ModalOverlay className={styles.overlay} isOpen={kind !== null} isDismissable onOpenChange={(open) => !open && onClose()}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <Heading slot="title" className={styles.title}>
            {kind === "login" ? t`Log in` : t`Free sign up`}
          </Heading>
          <p className={styles.text}>
            {kind === "login"
              ? t`Logging in will be available very soon. Until then you can browse every performer without an account.`
              : t`Creating an account will be available very soon, with ${welcomeCredits} free welcome credits. Until then you can browse every performer without an account.`}
          </p>
          <Button variant="primary" size="lg" block onPress={onClose} autoFocus>
            {t`Continue browsing`}
          </Button>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
