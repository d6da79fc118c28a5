import type { ReactNode } from "react";
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from "react-aria-components";
import { useLingui } from "@lingui/react/macro";
import { IconButton } from "./button";
import { cx } from "./cx";
import { CloseIcon } from "./icons";
import styles from "./modal.module.css";

export type ModalProps = {
  isOpen: boolean;
  onClose: () => void;
  /** The dialog's accessible name and visible heading (DESIGN §4). */
  title: ReactNode;
  /** Shown under the title. */
  subtitle?: ReactNode;
  /** A dismissable modal closes on Escape and outside clicks, and shows a close button. */
  isDismissable?: boolean;
  size?: "sm" | "md";
  /** Optional artwork above the title (an icon, a badge). */
  art?: ReactNode;
  children?: ReactNode;
  className?: string;
};

/** The one modal frame of the site (§2.6 modal host): React Aria dialog with a heading and an optional close button. */
export function Modal({ isOpen, onClose, title, subtitle, isDismissable = true, size = "sm", art, children, className }: ModalProps) {
  const { t } = useLingui();
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={isOpen}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      onOpenChange={(open) => !open && onClose()}
    >
      <AriaModal className={cx(styles.modal, styles[size], className)}>
        <Dialog className={styles.dialog}>
          {isDismissable ? (
            <IconButton className={styles.close} size="sm" aria-label={t`Close`} onPress={onClose}>
              <CloseIcon aria-hidden="true" />
            </IconButton>
          ) : null}
          {art ? <div className={styles.art}>{art}</div> : null}
          <Heading slot="title" className={styles.title}>
            {title}
          </Heading>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          {children}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
