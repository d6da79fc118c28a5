import { useId, type FormEvent } from "react";
import { Button as AriaButton } from "react-aria-components";
import { useLingui } from "@lingui/react/macro";
import { PIN_LENGTH, type DialInCountry, type PinErrorKey } from "@camstage/core";
import { Button } from "../ui/button";
import { Spinner } from "../ui/feedback";
import { useTooManyAttempts } from "../ui/use-too-many-attempts";
import { ChevronLeftIcon } from "../ui/icons";
import { AlertIcon, CheckIcon } from "../ui/icons-more";
import { cx } from "../ui/cx";
import { useDialInMessages } from "./dial-in-messages";
import { DoublePromoNote, Flag, useTariff } from "./number-display";
import styles from "./dial-in.module.css";

export type DialInPinStepProps = {
  country: DialInCountry | null;
  flagSrc: string | null;
  number: string | null;
  tariff: number | null;
  isDoublePromo: boolean;
  pin: string;
  pinErrors: readonly PinErrorKey[];
  /** The platform refused one attempt too many (429): minutes to wait, else null (ARCHITECTURE §7). */
  retryAfterMinutes?: number | null;
  onPinChange: (value: string) => void;
  onPinFocus: () => void;
  onSubmitPin: () => void;
  isSubmittingPin: boolean;
  onBack: () => void;
};

/** §2.5 desktop step 2: call the chosen number, then enter the 4-digit pin you hear and confirm. */
export function DialInPinStep(props: DialInPinStepProps) {
  const { t } = useLingui();
  const messages = useDialInMessages();
  const tariffOf = useTariff();
  const inputId = useId();
  const digits = PIN_LENGTH;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const tooManyAttempts = useTooManyAttempts();
  const invalid = props.pinErrors.length > 0;
  const refused = props.retryAfterMinutes ?? null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmitPin();
  };
  return (
    <div className={styles.section}>
      <AriaButton className={styles.back} onPress={props.onBack}>
        <ChevronLeftIcon aria-hidden="true" />
        {t`Other numbers`}
      </AriaButton>
      {props.number ? (
        <div className={styles.callCard}>
          {props.country ? <Flag src={props.flagSrc} country={props.country} /> : null}
          <div className={styles.callCardText}>
            {props.country ? <span className={styles.numberCountry}>{messages.countryName(props.country)}</span> : null}
            <span className={styles.bigNumber}>{props.number}</span>
            {props.tariff !== null ? <span className={styles.numberTariff}>{tariffOf(props.tariff)}</span> : null}
          </div>
        </div>
      ) : null}
      {props.isDoublePromo ? <DoublePromoNote /> : null}
      <ol className={styles.howTo}>
        <li>{t`Call the number above.`}</li>
        <li>{t`Listen to the pin code of ${digits} digits.`}</li>
        <li>{t`Enter the pin code below and confirm.`}</li>
      </ol>
      <form className={styles.pinForm} onSubmit={submit} noValidate>
        <label className={styles.pinLabel} htmlFor={inputId}>
          {t`Pin code`}
        </label>
        <input
          id={inputId}
          className={cx(styles.pinInput, invalid && styles.pinInvalid)}
          name="pincode"
          value={props.pin}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={PIN_LENGTH}
          autoFocus
          aria-invalid={invalid || undefined}
          aria-describedby={invalid || refused !== null ? errorId : hintId}
          onChange={(event) => props.onPinChange(event.target.value)}
          onFocus={props.onPinFocus}
        />
        {invalid || refused !== null ? (
          <div id={errorId} className={styles.pinErrors} role="alert">
            {props.pinErrors.map((key) => (
              <p key={key} className={styles.pinError}>
                <AlertIcon aria-hidden="true" />
                {messages.pinError(key)}
              </p>
            ))}
            {refused !== null ? (
              <p className={styles.pinError}>
                <AlertIcon aria-hidden="true" />
                {tooManyAttempts(refused)}
              </p>
            ) : null}
          </div>
        ) : (
          <p id={hintId} className={styles.pinHint}>
            {t`You hear the pin code once the call is answered.`}
          </p>
        )}
        <Button type="submit" variant="primary" size="lg" block isPending={props.isSubmittingPin}>
          {props.isSubmittingPin ? <Spinner /> : <CheckIcon aria-hidden="true" />}
          {t`Confirm`}
        </Button>
      </form>
    </div>
  );
}
