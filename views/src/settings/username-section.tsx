import { useLingui } from "@lingui/react/macro";
import { AlertIcon, Button, UserIcon } from "../ui";
import { SettingsSection } from "./settings-section";
import styles from "./settings.module.css";

export type UsernameSectionProps = {
  username: string;
  /** §2.3 / §6 the username still equals the e-mail: invite the member to choose one. */
  usernameIsEmail?: boolean;
  /** Opens the change-username modal (§2.4). */
  onChangeUsername: () => void;
};

/** §5 change username: the current name and the button that opens the change-username modal. */
export function UsernameSection({ username, usernameIsEmail = false, onChangeUsername }: UsernameSectionProps) {
  const { t } = useLingui();
  return (
    <SettingsSection
      id="settings-username"
      icon={<UserIcon />}
      title={t`Username`}
      description={t`The name models and other members see in chat and messages.`}
    >
      <div className={styles.valueRow}>
        <div className={styles.value}>
          <span className={styles.valueLabel}>{t`Current username`}</span>
          <span className={styles.valueText}>{username}</span>
        </div>
        <Button variant={usernameIsEmail ? "primary" : "outline"} onPress={onChangeUsername}>
          {usernameIsEmail ? t`Choose a username` : t`Change username`}
        </Button>
      </div>
      {usernameIsEmail ? (
        <p className={styles.hint}>
          <AlertIcon className={styles.hintIcon} />
          <span>{t`You still use your e-mail address as username. Choose a username so models never see your e-mail address.`}</span>
        </p>
      ) : null}
    </SettingsSection>
  );
}
