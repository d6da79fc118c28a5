import { useId } from "react";
import { Button as AriaButton } from "react-aria-components";
import { useLingui } from "@lingui/react/macro";
import type { DialInCountry } from "@camstage/core";
import { AppLink } from "../link/link-context";
import { Button } from "../ui/button";
import { Spinner } from "../ui/feedback";
import { ChevronRightIcon } from "../ui/icons";
import { CheckIcon, ShieldIcon } from "../ui/icons-more";
import { cx } from "../ui/cx";
import { useDialInMessages } from "./dial-in-messages";
import { PhoneSlashIcon } from "../ui/phone-icons";
import { Flag, useTariff } from "./number-display";
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
