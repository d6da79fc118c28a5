import { useLingui } from "@lingui/react/macro";
import type { ResetPasswordErrorKey, ResetPasswordField, ResetPasswordInput } from "@camstage/core";
import { FormAlert, PasswordField, SubmitButton } from "../auth/auth-field";
import { keysOf, useAuthMessages } from "../auth/auth-messages";
import { useResetPasswordMessages } from "./reset-password-messages";
import styles from "./reset-password.module.css";

/** What the password form shows and sends (`useResetPassword().formProps`). */
export type ResetPasswordFormProps = {
  fields: ResetPasswordInput;
  /** §2.4 hidden when arriving from an e-mail link. */
  showOldField: boolean;
  /** The §5 error keys of touched fields. */
  errors: readonly ResetPasswordErrorKey[];
  onInput: (field: ResetPasswordField, value: string) => void;
  onBlur: (field: ResetPasswordField) => void;
  /** The flow validates (§5: an invalid submit marks every field touched and sends nothing). */
  onSubmit: () => void;
  isLoading: boolean;
  isIncorrectPassword: boolean;
  /** §8 from an e-mail link an incorrect password means the link expired or was used. */
  isLinkExpired: boolean;
  isUndefinedError: boolean;
  autoFocus?: boolean;
};

/** §2.4 reset password: old (unless from an e-mail link), new and repeat new. */
export function ResetPasswordForm(props: ResetPasswordFormProps) {
  const { fields, showOldField, errors, onInput, onBlur, onSubmit, isLoading } = props;
  const { t } = useLingui();
  const message = useResetPasswordMessages();
  const { passwordHint } = useAuthMessages();
  const serverError =
    props.isLinkExpired ? t`The link has expired or was already used.`
    : props.isIncorrectPassword ? t`Your current password is not correct.`
    : props.isUndefinedError ? t`Something went wrong. Please try again.`
    : null;
  const errorsOf = (field: ResetPasswordField) => keysOf(errors, field).map(message);
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t`Change password`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!isLoading) onSubmit();
      }}
    >
      {showOldField ? (
        <PasswordField
          label={t`Current password`}
          toggleLabel={t`Show current password`}
          name="current-password"
          autoComplete="current-password"
          value={fields.oldPassword}
          onChange={(value) => onInput("oldPassword", value)}
          onBlur={() => onBlur("oldPassword")}
          errors={errorsOf("oldPassword")}
          autoFocus={props.autoFocus}
        />
      ) : null}
      <PasswordField
        label={t`New password`}
        toggleLabel={t`Show new password`}
        name="new-password"
        autoComplete="new-password"
        value={fields.newPassword}
        onChange={(value) => onInput("newPassword", value)}
        onBlur={() => onBlur("newPassword")}
        hint={passwordHint}
        errors={errorsOf("newPassword")}
        autoFocus={props.autoFocus && !showOldField}
      />
      <PasswordField
        label={t`Repeat new password`}
        toggleLabel={t`Show repeated password`}
        name="repeat-password"
        autoComplete="new-password"
        value={fields.repeatPassword}
        onChange={(value) => onInput("repeatPassword", value)}
        onBlur={() => onBlur("repeatPassword")}
        errors={errorsOf("repeatPassword")}
      />
      <FormAlert message={serverError} />
      <SubmitButton isBusy={isLoading}>{t`Change password`}</SubmitButton>
    </form>
  );
}
