import { useId } from "react";
import { useLingui } from "@lingui/react/macro";
import { CheckIcon } from "../ui/icons";
import { ResetPasswordForm, type ResetPasswordFormProps } from "./reset-password-form";
import styles from "./reset-password.module.css";

export type ResetPasswordPageProps = ResetPasswordFormProps & {
  /** §2.4 on a page the change is announced instead of a completion screen. */
  isComplete: boolean;
};

/** §2.4 the password page section (e-mail link or logged-in mode). */
export function ResetPasswordPage({ isComplete, ...form }: ResetPasswordPageProps) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.pageTitle}>
        {t`Change your password`}
      </h1>
      <p className={styles.intro}>
        {form.showOldField ? t`Enter your current password and choose a new one.` : t`Choose a new password for your account.`}
      </p>
      <div role="status" className={styles.statusRegion}>
        {isComplete ? (
          <p className={styles.success}>
            <CheckIcon aria-hidden="true" />
            {t`Your password has been changed.`}
          </p>
        ) : null}
      </div>
      {isComplete ? null : <ResetPasswordForm {...form} />}
    </section>
  );
}
