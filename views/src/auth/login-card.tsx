import type { ReactNode } from "react";
import { Button as AriaButton } from "react-aria-components";
import { useLingui } from "@lingui/react/macro";
import type { LoginErrorKey } from "@camstage/core";
import { Button } from "../ui/button";
import { VisuallyHidden } from "../ui/feedback";
import { UserPlusIcon } from "../ui/icons-more";
import { cx } from "../ui/cx";
import { AuthField, FormAlert, PasswordField, SubmitButton } from "./auth-field";
import { keysOf, useAuthMessages } from "./auth-messages";
import styles from "./auth.module.css";

/** What the login form shows and sends (`useLogin().formProps`). */
export type LoginFormProps = {
  email: string;
  password: string;
  onEmailChange: (value: string) => void;
  onPasswordChange: (value: string) => void;
  /** §5 login error keys from the session flow. */
  errors: readonly LoginErrorKey[];
  /** The §8 label of a failed login, or null. */
  serverError: string | null;
  /** After too many attempts (ARCHITECTURE §7): the minutes to wait before the next. */
  retryAfterMinutes?: number | null;
  isBusy: boolean;
  /** Sends the typed credentials; the session flow validates them (§5) and sends nothing while invalid. */
  onSubmit: () => void;
};

export type LoginCardProps = LoginFormProps & {
  onForgotPassword: () => void;
  /** Opens the register card (§2.4 Join button). */
  onJoin: () => void;
  /** §2.4: the language dropdown, shown on mobile only. */
  languageSlot?: ReactNode;
  /** A standalone card draws its own frame and heading; inside AuthModal the dialog has them. */
  framed?: boolean;
};

/** §2.4 the login card's title: the visible wording differs on mobile and desktop, its name does not. */
export function LoginCardTitle() {
  const { t } = useLingui();
  return (
    <>
      <VisuallyHidden>{t`Log in`}</VisuallyHidden>
      <span className={styles.titleDesktop} aria-hidden="true">
        {t`Log in to your account`}
      </span>
      <span className={styles.titleMobile} aria-hidden="true">
        {t`Welcome back`}
      </span>
    </>
  );
}

/** §2.4 Login card: e-mail and password, forgot-password link, Join button, language dropdown on mobile. */
export function LoginCard(props: LoginCardProps) {
  const { email, password, onEmailChange, onPasswordChange, errors, serverError, retryAfterMinutes = null, isBusy, onSubmit, framed = true } = props;
  const { t } = useLingui();
  const messages = useAuthMessages();
  return (
    <div className={cx(styles.card, framed && styles.framed)}>
      {props.languageSlot ? <div className={styles.languageSlot}>{props.languageSlot}</div> : null}
      {framed ? (
        <h2 className={styles.title}>
          <LoginCardTitle />
        </h2>
      ) : null}
      <form
        className={styles.form}
        noValidate
        aria-label={t`Log in`}
        onSubmit={(event) => {
          event.preventDefault();
          if (!isBusy) onSubmit();
        }}
      >
        <AuthField
          label={t`E-mail`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          value={email}
          onChange={onEmailChange}
          errors={keysOf(errors, "username").map(messages.loginError)}
          autoFocus={!framed}
        />
        <PasswordField
          label={t`Password`}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={onPasswordChange}
          errors={keysOf(errors, "password").map(messages.loginError)}
        />
        <div className={styles.forgotRow}>
          <AriaButton className={styles.textLink} onPress={props.onForgotPassword}>
            {t`Forgot password?`}
          </AriaButton>
        </div>
        <FormAlert message={serverError ? messages.loginServerError(serverError, retryAfterMinutes) : null} />
        <SubmitButton isBusy={isBusy}>{t`Log in`}</SubmitButton>
      </form>
      <div className={styles.switch}>
        <p className={styles.switchText}>{t`New here? Create your free account.`}</p>
        <Button variant="outline" size="lg" block onPress={props.onJoin}>
          <UserPlusIcon aria-hidden="true" />
          {t`Join for free`}
        </Button>
      </div>
    </div>
  );
}
