import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { DeleteAccountSection, type DeleteAccountSectionProps } from "./delete-account-section";
import { EmailSection, type EmailSectionProps } from "./email-section";
import { PasswordSection } from "./password-section";
import { UsernameSection, type UsernameSectionProps } from "./username-section";
import styles from "./settings.module.css";

export type SettingsPageProps = {
  username: UsernameSectionProps;
  email: EmailSectionProps;
  /** The password section's content: the app's reset-password form. */
  password: ReactNode;
  deleteAccount: DeleteAccountSectionProps;
};

/** §2.1 /settings: username, e-mail, password and account deletion, with an in-page index on desktop. */
export function SettingsPage({ username, email, password, deleteAccount }: SettingsPageProps) {
  const { t } = useLingui();
  const index = [
    { id: "settings-username", label: t`Username` },
    { id: "settings-email", label: t`E-mail address` },
    { id: "settings-password", label: t`Password` },
    { id: "settings-delete", label: t`Delete account` },
  ];
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{t`Settings`}</h1>
        <p className={styles.pageText}>{t`Manage your username, e-mail address, password and account.`}</p>
      </header>
      <div className={styles.layout}>
        <nav className={styles.index} aria-label={t`Settings sections`}>
          <ul className={styles.indexList}>
            {index.map((item) => (
              // In-page anchors: plain links, no router.
              <li key={item.id}>
                <a className={styles.indexLink} href={`#${item.id}`}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.sections}>
          <UsernameSection {...username} />
          <EmailSection {...email} />
          <PasswordSection>{password}</PasswordSection>
          <DeleteAccountSection {...deleteAccount} />
        </div>
      </div>
    </div>
  );
}
