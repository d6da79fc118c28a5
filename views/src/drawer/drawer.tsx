import type { ReactNode } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useLingui } from "@lingui/react/macro";
import { IconButton } from "../ui/button";
import { cx } from "../ui/cx";
import { CloseIcon } from "../ui/icons-more";
import styles from "./drawer.module.css";

export type DrawerCloseVia = "mask" | "button" | "escape";

export type DrawerProps = {
  isOpen: boolean;
  /** §2.6 mask click or close button (and Escape). The machine emits `closed` 200 ms later. */
  onClose: (via: DrawerCloseVia) => void;
  side?: "left" | "right";
  /** The dialog's accessible name, also shown as the heading unless `header` replaces it. */
  title: string;
  /** Custom head content (e.g. the logo); the title stays the dialog's name. */
  header?: ReactNode;
  footer?: ReactNode;
  /** The panel's own class: a drawer wider than the menus' sets `--drawer-width` in it. */
  panelClassName?: string;
  children: ReactNode;
};

/** §2.6 Drawer: a modal panel sliding from the left or right. */
export function Drawer({ isOpen, onClose, side = "left", title, header, footer, panelClassName, children }: DrawerProps) {
  const { t } = useLingui();
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={isOpen}
      isDismissable={false}
      onOpenChange={(open) => {
        // With outside-dismiss off, React Aria only reports Escape here; the mask reports its own click.
        if (!open) onClose("escape");
      }}
    >
      <div className={styles.mask} aria-hidden="true" data-testid="drawer-mask" onClick={() => onClose("mask")} />
      <Modal className={cx(styles.panel, side === "left" ? styles.left : styles.right, panelClassName)}>
        <Dialog className={styles.dialog} aria-label={title}>
          <div className={styles.head}>
            {header ?? (
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
            )}
            <IconButton aria-label={t`Close`} onPress={() => onClose("button")} style={{ marginInlineStart: "auto" }}>
              <CloseIcon />
            </IconButton>
          </div>
          <div className={styles.body}>{children}</div>
          {footer ? <div className={styles.foot}>{footer}</div> : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
