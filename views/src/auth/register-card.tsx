import { Button as AriaButton } from "react-aria-components";
import { Trans, useLingui } from "@lingui/react/macro";
import type { RegisterErrorKey } from "@camstage/core";
import { VisuallyHidden } from "../ui/feedback";
import { CoinsIcon } from "../ui/icons-more";
import { cx } from "../ui/cx";
import { AuthField, FormAlert, PasswordField, SubmitButton } from "./auth-field";
import { keysOf, useAuthMessages } from "./auth-messages";
import styles from "./auth.module.css";

/** What the register form shows and sends (`useRegister().formProps`). */
export type RegisterFormProps = {
  email: string;
  password: string;
  onEmailChange: (value: string) => void;
  onPasswordChange: (value: string) => void;
  /** §5 register error keys from the session flow. */
  errors: readonly RegisterErrorKey[];
  /** The §8 label of a failed registration, or null. */
  serverError: string | null;
  isBusy: boolean;
  onSubmit: () => void;
};

export type RegisterCardProps = RegisterFormProps & {
  termsHref: string;
  privacyHref: string;
  /** §9 the welcome-credits teaser; omitted or 0 hides it. */
  welcomeCredits?: number;
  /** Switches to the login card. */
  onLogin: () => void;
  framed?: boolean;
};

export function RegisterCardTitle() {
  const { t } = useLingui();
  return <>{t`Create your free account`}</>;
}

/** §2.4 Register card: e-mail and password, terms and privacy (new tab), adult confirmation, switch to login. */
export function RegisterCard(props: RegisterCardProps) {
  const { email, password, onEmailChange, onPasswordChange, errors, serverError, isBusy, onSubmit, framed = true } = props;
  const { t } = useLingui();
  const messages = useAuthMessages();
  const credits = props.welcomeCredits ?? 0;
  const newTab = t`(opens in a new tab)`;
  return (
    <div className={cx(styles.card, framed && styles.framed)}>
      {framed ? (
        <h2 className={styles.title}>
          <RegisterCardTitle />
        </h2>
      ) : null}
      {credits > 0 ? (
        <p className={styles.teaser}>
          <CoinsIcon aria-hidden="true" />
          <span>
            <Trans>
              <strong>{credits} free credits</strong> to spend on live shows
            </Trans>
          </span>
        </p>
      ) : null}
      <form
        className={styles.form}
        noValidate
        aria-label={t`Sign up`}
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
          autoComplete="email"
          value={email}
          onChange={onEmailChange}
          errors={keysOf(errors, "email").map(messages.registerError)}
          autoFocus={!framed}
        />
        <PasswordField
          label={t`Password`}
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={onPasswordChange}
          hint={messages.passwordHint}
          errors={keysOf(errors, "password").map(messages.registerError)}
        />
        <p className={styles.legal}>
          <Trans>
            By signing up you confirm you are 18 or older and accept our{" "}
            <a href={props.termsHref} target="_blank" rel="noopener noreferrer">
              terms and conditions
              <VisuallyHidden> {newTab}</VisuallyHidden>
            </a>{" "}
            and{" "}
            <a href={props.privacyHref} target="_blank" rel="noopener noreferrer">
              privacy policy
              <VisuallyHidden> {newTab}</VisuallyHidden>
            </a>
            .
          </Trans>
        </p>
        <FormAlert message={serverError ? messages.registerServerError(serverError) : null} />
        <SubmitButton isBusy={isBusy}>{t`Create free account`}</SubmitButton>
      </form>
      <p className={styles.switchInline}>
        {t`Already have an account?`}{" "}
        <AriaButton className={styles.textLink} onPress={props.onLogin}>
          {t`Log in`}
        </AriaButton>
      </p>
    </div>
  );
}
