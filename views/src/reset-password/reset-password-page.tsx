import { useId } from "react";
import { useLingui } from "@lingui/react/macro";
import { Button } from "../ui/button";
import { CheckIcon } from "../ui/icons-more";
import { ResetPasswordForm, type ResetPasswordFormProps } from "./reset-password-form";
import styles from "./reset-password.module.css";

export type ResetPasswordPageProps = ResetPasswordFormProps & {
  /** §2.4 on a page the change is announced instead of a completion screen. */
  isComplete: boolean;
  /** Inside another page's section (settings): no heading or intro of its own. */
  embedded?: boolean;
  /** After a change: the form again for the next one (settings). */
  onAgain?: () => void;
};

/** §2.4 the password page section (e-mail link or logged-in mode). */
export function ResetPasswordPage({ isComplete, embedded = false, onAgain, ...form }: ResetPasswordPageProps) {
  const { t } = useLingui();
  const titleId = useId();
  const Frame = embedded ? "div" : "section";
  return (
    <Frame className={embedded ? undefined : styles.page} aria-labelledby={embedded ? undefined : titleId}>
      {embedded ? null : (
        <>
          <h1 id={titleId} className={styles.pageTitle}>
            {t`Change your password`}
          </h1>
          <p className={styles.intro}>
            {form.showOldField ? t`Enter your current password and choose a new one.` : t`Choose a new password for your account.`}
          </p>
        </>
      )}
      <div role="status" className={styles.statusRegion}>
        {isComplete ? (
          <p className={styles.success}>
            <CheckIcon aria-hidden="true" />
            {t`Your password has been changed.`}
          </p>
        ) : null}
      </div>
      {isComplete ? (
        onAgain ? (
          <Button variant="outline" onPress={onAgain}>
            {t`Change it again`}
          </Button>
        ) : null
      ) : (
        <ResetPasswordForm {...form} />
      )}
    </Frame>
  );
}
