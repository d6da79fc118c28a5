import type { ReactNode } from "react";
import { cx } from "../ui";
import styles from "./settings.module.css";

export type SettingsSectionProps = {
  /** The section's anchor (the settings page's in-page navigation links to it). */
  id: string;
  icon: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  tone?: "default" | "danger";
  children?: ReactNode;
};

/** One card of the settings page: a named region with an icon, a heading and a short description. */
export function SettingsSection({ id, icon, title, description, tone = "default", children }: SettingsSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} className={cx(styles.section, tone === "danger" && styles.danger)} aria-labelledby={titleId}>
      <header className={styles.sectionHeader}>
        <span className={styles.sectionIcon}>{icon}</span>
        <div className={styles.sectionHeading}>
          <h2 id={titleId} className={styles.sectionTitle}>
            {title}
          </h2>
          {description ? <p className={styles.sectionText}>{description}</p> : null}
        </div>
      </header>
      {children ? <div className={styles.sectionBody}>{children}</div> : null}
    </section>
  );
}
