import { FieldError, Form, Input, Label, TextField } from "react-aria-components";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ChangeEmailErrorKey } from "@camstage/core";
import { AlertIcon, Button, CheckIcon, Spinner, cx } from "../ui";
import { MailIcon } from "./settings-icons";
import { SettingsSection } from "./settings-section";
import styles from "./settings.module.css";

/** The two fields of the change-e-mail form. */
export type ChangeEmailField = "email" | "repeatEmail";

export type EmailSectionProps = {
  currentEmail: string;
  isVerified: boolean;
  fields: Readonly<Record<ChangeEmailField, string>>;
  /** §5 the error keys to show under a field (the flow decides when they show). */
  errorsFor: (field: ChangeEmailField) => readonly ChangeEmailErrorKey[];
  /** §5 "unused" is the server's answer (emailExists); any other failure is undefinedError (§8). */
  serverError: "emailExists" | "undefinedError" | null;
  isBusy: boolean;
  /** The change went through: the success note replaces the form. */
  isDone: boolean;
  onInput: (field: ChangeEmailField, value: string) => void;
  onSubmit: () => void;
  /** After a change: show the form again. */
  onAgain: () => void;
};

function useEmailLabels() {
  const { t } = useLingui();
  const errors: Record<ChangeEmailErrorKey, string> = {
    "email.required": t`Please enter your new e-mail address.`,
    "email.invalid": t`Please enter a valid e-mail address.`,
    "email.sameAsCurrent": t`This is already your e-mail address.`,
    "repeatEmail.required": t`Please repeat your new e-mail address.`,
    "repeatEmail.mismatch": t`The e-mail addresses do not match.`,
  };
  const server = {
    emailExists: t`This e-mail address is already in use by another account.`,
    undefinedError: t`Your e-mail address could not be changed. Please try again.`,
  };
  return { error: (key: ChangeEmailErrorKey) => errors[key], server: (key: "emailExists" | "undefinedError") => server[key] };
}

/** §5 change e-mail: the current address with its verification badge, and the new-address form. */
export function EmailSection(props: EmailSectionProps) {
  const { t } = useLingui();
  const labels = useEmailLabels();
  const { currentEmail, isVerified, fields, isBusy, isDone, serverError } = props;
  const newEmail = fields.email.trim();

  const field = (name: ChangeEmailField, label: string) => {
    const errors = props.errorsFor(name);
    return (
      <TextField
        className={styles.field}
        type="email"
        value={fields[name]}
        onChange={(value) => props.onInput(name, value)}
        isInvalid={errors.length > 0}
        isDisabled={isBusy}
        autoComplete={name === "email" ? "email" : "off"}
      >
        <Label className={styles.label}>{label}</Label>
        <Input className={styles.input} spellCheck={false} autoCapitalize="none" />
        <FieldError className={styles.errors}>
          {errors.map((key) => (
            <span key={key}>{labels.error(key)}</span>
          ))}
        </FieldError>
      </TextField>
    );
  };

  return (
    <SettingsSection
      id="settings-email"
      icon={<MailIcon />}
      title={t`E-mail address`}
      description={t`We send your account mails here. Other members and models never see it.`}
    >
      <div className={styles.valueRow}>
        <div className={styles.value}>
          <span className={styles.valueLabel}>{t`Current e-mail address`}</span>
          <span className={styles.valueText}>{currentEmail}</span>
        </div>
        <span className={cx(styles.badge, isVerified ? styles.verified : styles.unverified)}>
          {isVerified ? <CheckIcon aria-hidden="true" /> : <AlertIcon aria-hidden="true" />}
          {isVerified ? t`Verified` : t`Not verified`}
        </span>
      </div>

      {isDone ? (
        <div className={styles.success}>
          <span className={styles.successIcon} aria-hidden="true">
            <CheckIcon />
          </span>
          <p className={styles.successText} role="status">
            <Trans>
              Your e-mail address has been changed. We sent a verification mail to <strong>{newEmail}</strong>.
            </Trans>
          </p>
          <Button variant="outline" size="sm" onPress={props.onAgain}>
            {t`Change it again`}
          </Button>
        </div>
      ) : (
        <Form
          className={styles.form}
          // §5 the flow validates (and marks fields touched on submit): every submit reaches it.
          validationBehavior="aria"
          onSubmit={(event) => {
            event.preventDefault();
            props.onSubmit();
          }}
        >
          <div className={styles.fields}>
            {field("email", t`New e-mail address`)}
            {field("repeatEmail", t`Repeat new e-mail address`)}
          </div>
          {serverError ? (
            <p className={styles.alert} role="alert">
              <AlertIcon aria-hidden="true" />
              {labels.server(serverError)}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button type="submit" variant="primary" isPending={isBusy}>
              {isBusy ? <Spinner /> : null}
              {t`Change e-mail address`}
            </Button>
          </div>
        </Form>
      )}
    </SettingsSection>
  );
}
