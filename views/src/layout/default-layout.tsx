import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import styles from "./layout.module.css";

export type DefaultLayoutProps = {
  header: ReactNode;
  footer?: ReactNode;
  authDrawer?: ReactNode;
  filterDrawer?: ReactNode;
  /** §2.6 the modal host (one modal by type) and other overlays such as the age gate. */
  modalHost?: ReactNode;
  children: ReactNode;
};

/** §2.2 Default layout: header, auth drawer, filters drawer, modal host, footer. */
export function DefaultLayout(props: DefaultLayoutProps) {
  return (
    <Shell {...props}>
      <main id="main" className={styles.main} tabIndex={-1}>
        {props.children}
      </main>
    </Shell>
  );
}

/** The frame shared by the layouts: skip link, header, content, footer and the overlays. */
export function Shell({ header, footer, authDrawer, filterDrawer, modalHost, children }: DefaultLayoutProps) {
  const { t } = useLingui();
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main">
        {t`Skip to content`}
      </a>
      {header}
      {children}
      {footer}
      {authDrawer}
      {filterDrawer}
      {modalHost}
    </div>
  );
}
