import { createContext, useContext, useRef, type ReactNode } from "react";
import { Overlay, useOverlay } from "react-aria";
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from "react-aria-components";
import { useLingui } from "@lingui/react/macro";
import { IconButton } from "./button";
import { cx } from "./cx";
import { CloseIcon } from "./icons-more";
import styles from "./modal.module.css";

export type ModalProps = {
  isOpen: boolean;
  onClose: () => void;
  /** The dialog's accessible name and visible heading (ARCHITECTURE §4). */
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

/**
 * §4 whether a modal locks the page's scrolling while it shows: yes, except in a VIP session (the modal host decides;
 * the app provides its answer here).
 */
export const ModalLocksPage = createContext(true);

/** The one modal frame of the site (§2.6 modal host): React Aria dialog with a heading and an optional close button. */
export function Modal({ isOpen, onClose, title, subtitle, isDismissable = true, size = "sm", art, children, className }: ModalProps) {
  const { t } = useLingui();
  const locksPage = useContext(ModalLocksPage);
  const frame = cx(styles.modal, styles[size], className);
  const dialog = (
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
  );
  if (!locksPage) {
    return isOpen ? (
      <PageModal className={frame} isDismissable={isDismissable} onClose={onClose}>
        {dialog}
      </PageModal>
    ) : null;
  }
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={isOpen}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      onOpenChange={(open) => !open && onClose()}
    >
      <AriaModal className={frame}>{dialog}</AriaModal>
    </ModalOverlay>
  );
}

/**
 * A modal that leaves the page's scrolling as it is (React Aria's modal overlay always locks it): the same frame in a
 * portal, focus kept inside and given back on close, Escape and outside presses close it when it is dismissable.
 */
function PageModal({ className, isDismissable, onClose, children }: { className: string; isDismissable: boolean; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const { overlayProps, underlayProps } = useOverlay({ isOpen: true, onClose, isDismissable, isKeyboardDismissDisabled: !isDismissable }, ref);
  return (
    <Overlay>
      <div className={styles.overlay} {...underlayProps}>
        <div ref={ref} className={className} {...overlayProps}>
          {children}
        </div>
      </div>
    </Overlay>
  );
}
