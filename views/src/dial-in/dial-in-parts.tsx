import { useId, type FormEvent } from "react";
import { Button as AriaButton } from "react-aria-components";
import { useLingui } from "@lingui/react/macro";
import { CURRENCY, PIN_LENGTH, type DialInCountry, type PinErrorKey } from "@camstage/core";
import { AppLink } from "../link/link-context";
import { Button } from "../ui/button";
import { Spinner } from "../ui/feedback";
import { useTooManyAttempts } from "../ui/use-too-many-attempts";
import { ChevronLeftIcon, ChevronRightIcon } from "../ui/icons";
import { AlertIcon, CheckIcon, ShieldIcon } from "../ui/icons-more";
import { cx } from "../ui/cx";
import { useWalletFormat } from "../ui/wallet-format";
import { useDialInMessages } from "./dial-in-messages";
import { PhoneIcon, PhoneSlashIcon } from "../ui/phone-icons";
import styles from "./dial-in.module.css";

/** One §3 dial-in phone number as the drawer shows it. */
export type DialInNumber = {
  country: DialInCountry;
  /** The flag image (§2.5, from the external flag service); null shows the country code. */
  flagSrc: string | null;
  number: string;
  /** Euro per minute. */
  tariff: number;
  /** §2.5 the Belgian number's double-promo note. */
  isDoublePromo: boolean;
};

export function Flag({ src, country }: { src: string | null; country: string }) {
  return src ? (
    <img className={styles.flag} src={src} alt="" width={32} height={24} loading="lazy" decoding="async" />
  ) : (
    <span className={cx(styles.flag, styles.flagCode)} aria-hidden="true">
      {country}
    </span>
  );
}

export function useTariff() {
  const format = useWalletFormat();
  return (tariff: number) => format.perMinute(tariff, CURRENCY);
}

export function DoublePromoNote() {
  const { t } = useLingui();
  return <p className={styles.promo}>{t`Double promo: you get double chat time on this number.`}</p>;
}

/** §2.5 the notices and the terms link under the numbers. */
export function DialInNotices({ termsHref }: { termsHref: string }) {
  const { t } = useLingui();
  return (
    <div className={styles.notices}>
      <ul className={styles.noticeList}>
        <li>{t`Calls are billed per minute by your phone provider.`}</li>
        <li>{t`You chat for as long as you stay on the line; hang up to stop.`}</li>
        <li>{t`Calls from abroad or with some mobile plans may cost more.`}</li>
      </ul>
      <AppLink href={termsHref} className={styles.terms}>
        {t`Dial-in terms and conditions`}
      </AppLink>
    </div>
  );
}

/** §2.5 desktop step 1: the country numbers (flag, number, tariff, BE double promo). */
export function DialInNumberList({ numbers, onSelectCountry }: { numbers: readonly DialInNumber[]; onSelectCountry: (country: DialInCountry) => void }) {
  const { t } = useLingui();
  const messages = useDialInMessages();
  const tariffOf = useTariff();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {t`Choose the number of your country`}
      </h3>
      <ul className={styles.numbers}>
        {numbers.map((entry) => {
          const country = messages.countryName(entry.country);
          const number = entry.number;
          const tariff = tariffOf(entry.tariff);
          return (
            <li key={entry.country}>
              <AriaButton className={styles.numberRow} aria-label={t`${country}: ${number}, ${tariff}`} onPress={() => onSelectCountry(entry.country)}>
                <Flag src={entry.flagSrc} country={entry.country} />
                <span className={styles.numberMain}>
                  <span className={styles.numberCountry}>{country}</span>
                  <span className={styles.numberValue}>{number}</span>
                  <span className={styles.numberTariff}>{tariff}</span>
                  {entry.isDoublePromo ? <span className={styles.promoBadge}>{t`Double promo`}</span> : null}
                </span>
                <ChevronRightIcon aria-hidden="true" className={styles.numberChevron} />
              </AriaButton>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

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

export type DialInCallMeProps = {
  displayNumber: string | null;
  telHref: string | null;
  flagSrc: string | null;
  country: DialInCountry | null;
  tariff: number | null;
  isDoublePromo: boolean;
  canCallMe: boolean;
  onCallMe: () => void;
};

/** §2.5 mobile: a call-me tel link to the display number. */
export function DialInCallMe(props: DialInCallMeProps) {
  const { t } = useLingui();
  const tariffOf = useTariff();
  if (!props.telHref || !props.displayNumber) return null;
  return (
    <div className={styles.section}>
      <a
        className={styles.callMe}
        href={props.telHref}
        onClick={(event) => {
          // The flow dials (and starts following the call); the plain link stays for a new call meanwhile.
          if (!props.canCallMe) return;
          event.preventDefault();
          props.onCallMe();
        }}
      >
        <span className={styles.callMeIcon} aria-hidden="true">
          <PhoneIcon />
        </span>
        <span className={styles.callMeText}>
          <span className={styles.callMeLabel}>{t`Call me`}</span>
          <span className={styles.callMeNumber}>{props.displayNumber}</span>
        </span>
        {props.country ? <Flag src={props.flagSrc} country={props.country} /> : null}
      </a>
      {props.tariff !== null ? <p className={styles.tariffLine}>{tariffOf(props.tariff)}</p> : null}
      {props.isDoublePromo ? <DoublePromoNote /> : null}
    </div>
  );
}

/** §2.5 mobile: the sign-up teaser with five benefits. */
export function DialInSignUpTeaser({ onSignUp }: { onSignUp: () => void }) {
  const { t } = useLingui();
  const headingId = useId();
  const benefits = [
    t`A free account, no subscription`,
    t`Free credits once you confirm your e-mail`,
    t`Pay safely by card or bank`,
    t`Save your favourite models`,
    t`Send private messages to models`,
  ];
  return (
    <section className={styles.teaser} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.teaserTitle}>
        {t`Get more with a free account`}
      </h3>
      <ul className={styles.benefits}>
        {benefits.map((benefit) => (
          <li key={benefit}>
            <CheckIcon aria-hidden="true" />
            {benefit}
          </li>
        ))}
      </ul>
      <Button variant="primary" size="lg" block onPress={onSignUp}>
        {t`Sign up for free`}
      </Button>
    </section>
  );
}

/** §4 the call's state inside the drawer: waiting for the call, or the ended text. */
export function DialInCallStatus({ showLoader, showEnded, expired }: { showLoader: boolean; showEnded: boolean; expired: boolean }) {
  const { t } = useLingui();
  return (
    <div role="status" className={cx(styles.callStatus, !showLoader && !showEnded && styles.callStatusEmpty)}>
      {showLoader ? (
        <>
          <Spinner />
          <span>{t`Waiting for your call…`}</span>
        </>
      ) : null}
      {showEnded ? (
        <>
          <PhoneSlashIcon className={styles.endedIcon} />
          <span>
            <strong>{t`Your call has ended`}</strong>
            {expired ? <span className={styles.endedDetail}>{t`The dial-in session has expired. Call again to continue.`}</span> : null}
          </span>
        </>
      ) : null}
    </div>
  );
}

export function SecureNote() {
  const { t } = useLingui();
  return (
    <p className={styles.secure}>
      <ShieldIcon aria-hidden="true" />
      {t`No account or bank card needed: you pay with your phone bill.`}
    </p>
  );
}
