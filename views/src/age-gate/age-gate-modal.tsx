import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { Trans, useLingui } from "@lingui/react/macro";
import { AppLink } from "../link/link-context";
import { Button } from "../ui/button";
import styles from "./age-gate.module.css";

export type AgeGateModalProps = {
  isOpen: boolean;
  logoUrl: string;
  brandName: string;
  termsHref: string;
  privacyHref: string;
  /** Sets the visitor age-verified and closes the gate (§4 age verification). */
  onAgree: () => void;
  /** Called when the terms or privacy link is followed (it accepts the gate, §2.4); defaults to onAgree.
      The link then navigates by itself. */
  onFollow?: (link: "terms" | "privacy") => void;
  /** §2.4 the Leave-site link goes to an external search engine. */
  leaveHref?: string;
};

/** §2.4 Age verification modal: full-screen, cannot be dismissed except by agreeing or leaving. */
export function AgeGateModal(props: AgeGateModalProps) {
  const { isOpen, logoUrl, brandName, termsHref, privacyHref, onAgree, leaveHref = "https://www.google.com/" } = props;
  const { t } = useLingui();
  const follow = (link: "terms" | "privacy") => (props.onFollow ? props.onFollow(link) : onAgree());
  return (
    <ModalOverlay className={styles.overlay} isOpen={isOpen} isDismissable={false} isKeyboardDismissDisabled>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} aria-labelledby="age-gate-title">
          <img className={styles.logo} src={logoUrl} alt={brandName} height={36} />
          <span className={styles.badge} aria-hidden="true">
            18+
          </span>
          <Heading id="age-gate-title" slot="title" className={styles.title}>
            {t`This is an adult website`}
          </Heading>
          <p className={styles.text}>
            {t`This website contains sexually explicit material. By using this website you confirm that you are 18 years or older and that viewing such material is legal where you live.`}
          </p>
          <p className={`${styles.text} ${styles.links}`}>
            {/* §2.4: following either link accepts the gate first, then navigates. */}
            <Trans>
              By entering you accept our{" "}
              <AppLink href={termsHref} onClick={() => follow("terms")}>
                terms and conditions
              </AppLink>{" "}
              and our{" "}
              <AppLink href={privacyHref} onClick={() => follow("privacy")}>
                privacy policy
              </AppLink>
              .
            </Trans>
          </p>
          <div className={styles.actions}>
            <Button variant="primary" size="lg" block onPress={onAgree} autoFocus>
              {t`I am 18 or older – Agree`}
            </Button>
            <a className={styles.leave} href={leaveHref} rel="noopener noreferrer">
              {t`Leave site`}
            </a>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
