import { useId, useState, type ReactNode } from "react";
import { ToggleButton } from "react-aria-components";
import { useLingui } from "@lingui/react/macro";
import { Button, type ButtonProps } from "../ui/button";
import { Spinner } from "../ui/feedback";
import { AlertIcon, EyeOffIcon } from "../ui/icons-more";
import { cx } from "../ui/cx";
import { EyeIcon } from "./auth-icons";
import styles from "./auth-field.module.css";

export type AuthFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  type?: "text" | "email" | "password";
  /** Every field names its autocomplete purpose (password managers, mobile keyboards). */
  autoComplete: string;
  inputMode?: "text" | "email";
  /** Translated messages of the field's error keys; shown under the field and linked to it. */
  errors?: readonly string[];
  /** A short rule shown under the field (e.g. the §5 password rules). */
  hint?: string;
  autoFocus?: boolean;
  /** A control inside the field's frame, after the input (the show-password toggle). */
  trailing?: ReactNode;
};

/** A labelled text input whose errors sit next to it (aria-invalid, aria-describedby). */
export function AuthField(props: AuthFieldProps) {
  const { label, name, value, onChange, onBlur, type = "text", autoComplete, inputMode, errors = [], hint, autoFocus, trailing } = props;
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const invalid = errors.length > 0;
  const describedBy = [invalid ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cx(styles.field, invalid && styles.invalid)}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          id={id}
          className={styles.input}
          name={name}
          type={type}
          value={value}
          autoComplete={autoComplete}
          inputMode={inputMode}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          autoFocus={autoFocus}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        {trailing}
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {invalid ? (
        <div id={errorId} className={styles.errors}>
          {errors.map((message) => (
            <p key={message} className={styles.error}>
              <AlertIcon aria-hidden="true" />
              {message}
            </p>
          ))}
        </div>
      ) : null}
    </div>
  );
}

export type PasswordFieldProps = Omit<AuthFieldProps, "type" | "trailing" | "inputMode"> & {
  /** The toggle's accessible name when a form has several password fields. */
  toggleLabel?: string;
};

/** A password field with a show/hide toggle (a pressed toggle shows the text). */
export function PasswordField({ toggleLabel, ...rest }: PasswordFieldProps) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <AuthField
      {...rest}
      type={visible ? "text" : "password"}
      trailing={
        <ToggleButton className={styles.reveal} isSelected={visible} onChange={setVisible} aria-label={toggleLabel ?? t`Show password`}>
          {visible ? <EyeOffIcon aria-hidden="true" /> : <EyeIcon />}
        </ToggleButton>
      }
    />
  );
}

/** A failed call's message (§8), announced when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div role="alert" className={styles.alert}>
      <AlertIcon aria-hidden="true" />
      <span>{message}</span>
    </div>
  );
}

export type SubmitButtonProps = Omit<ButtonProps, "type" | "isPending" | "children"> & { isBusy: boolean; children: ReactNode };

/** The form's submit: pending while busy (React Aria keeps focus and ignores presses, so nothing is sent twice). */
export function SubmitButton({ isBusy, children, ...rest }: SubmitButtonProps) {
  return (
    <Button {...rest} type="submit" variant="primary" size="lg" block isPending={isBusy}>
      {isBusy ? <Spinner /> : null}
      {children}
    </Button>
  );
}
