import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { LockIcon } from "./settings-icons";
import { SettingsSection } from "./settings-section";

export type PasswordSectionProps = {
  /** §5 change password: the app's reset-password form (old, new, repeat new). */
  children: ReactNode;
};

/** §5 change password: a section frame around the reset-password form. */
export function PasswordSection({ children }: PasswordSectionProps) {
  const { t } = useLingui();
  return (
    <SettingsSection
      id="settings-password"
      icon={<LockIcon />}
      title={t`Password`}
      description={t`Change the password you log in with. You need your current password.`}
    >
      {children}
    </SettingsSection>
  );
}
