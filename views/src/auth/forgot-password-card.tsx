import { Button as AriaButton } from "react-aria-components";
import { useLingui } from "@lingui/react/macro";
import type { ForgotPasswordErrorKey } from "@camstage/core";
import { ButtonLink } from "../ui/button";
import { VisuallyHidden } from "../ui/feedback";
import { ChevronLeftIcon } from "../ui/icons";
import { CheckIcon, ExternalIcon } from "../ui/icons-more";
import { cx } from "../ui/cx";
import { AuthField, FormAlert, SubmitButton } from "./auth-field";
import { useAuthMessages } from "./auth-messages";
import { webMailFor } from "./web-mail";
import styles from "./auth.module.css";

/** What the forgot-password card shows and sends (`useForgotPassword().formProps`). */
export type ForgotPasswordFormProps = {
  text: string;
  onTextChange: (value: string) => void;
  /** §5 forgot-password error keys. */
  errors: readonly ForgotPasswordErrorKey[];
  isSending: boolean;
  /** §4 complete (also after a failed call, §8). */
  isComplete: boolean;
  /** The e-mail the link went to, when one was typed; picks the web-mail button. */
  sentEmail: string | null;
  onSubmit: () => void;
  /** After too many requests (ARCHITECTURE §7): the minutes to wait before the next. */
  retryAfterMinutes?: number | null;
};

export type ForgotPasswordCardProps = ForgotPasswordFormProps & {
  /** The back link (to the login card), in the form and on the confirmation. */
  onBack: () => void;
  framed?: boolean;
};

export function ForgotPasswordCardTitle({ isComplete }: { isComplete: boolean }) {
  const { t } = useLingui();
  return <>{isComplete ? t`Check your e-mail` : t`Forgot your password?`}</>;
}

/** §2.4 Forgot-password card: one field, submit and back link; then the confirmation. */
export function ForgotPasswordCard(props: ForgotPasswordCardProps) {
  const { text, onTextChange, errors, isSending, isComplete, sentEmail, onSubmit, onBack, retryAfterMinutes = null, framed = true } = props;
  const { t } = useLingui();
  const messages = useAuthMessages();
  const webMail = isComplete ? webMailFor(sentEmail) : null;
  const mailName = webMail?.name ?? "";
  const newTab = t`(opens in a new tab)`;
  const back = (
    <AriaButton className={styles.backLink} onPress={onBack}>
      <ChevronLeftIcon aria-hidden="true" />
      {t`Back to login`}
    </AriaButton>
  );
  return (
    <div className={cx(styles.card, framed && styles.framed)}>
      {framed ? (
        <h2 className={styles.title}>
          <ForgotPasswordCardTitle isComplete={isComplete} />
        </h2>
      ) : null}
      {isComplete ? (
        <div className={styles.complete} role="status">
          <span className={styles.checkBadge}>
            <CheckIcon aria-hidden="true" />
          </span>
          <p className={styles.info}>
            {sentEmail
              ? t`If an account exists for ${sentEmail}, we have sent it a link to reset your password. Check your spam folder too.`
              : t`If an account exists for this username, we have sent a link to reset the password to its e-mail address. Check your spam folder too.`}
          </p>
        </div>
      ) : (
        <form
          className={styles.form}
          noValidate
          aria-label={t`Reset your password`}
          onSubmit={(event) => {
            event.preventDefault();
            if (!isSending) onSubmit();
          }}
        >
          <p className={styles.info}>{t`Enter your e-mail address or username and we will send you a link to choose a new password.`}</p>
          <AuthField
            label={t`E-mail or username`}
            name="username"
            autoComplete="username"
            value={text}
            onChange={onTextChange}
            errors={errors.map(messages.forgotPasswordError)}
            autoFocus={!framed}
          />
          <FormAlert message={retryAfterMinutes === null ? null : messages.tooManyAttempts(retryAfterMinutes)} />
          <SubmitButton isBusy={isSending}>{t`Send reset link`}</SubmitButton>
        </form>
      )}
      {webMail ? (
        <ButtonLink variant="primary" size="lg" block external href={webMail.href} target="_blank" rel="noopener noreferrer">
          {t`Open ${mailName}`}
          <ExternalIcon aria-hidden="true" />
          <VisuallyHidden> {newTab}</VisuallyHidden>
        </ButtonLink>
      ) : null}
      <div className={styles.backRow}>{back}</div>
    </div>
  );
}
