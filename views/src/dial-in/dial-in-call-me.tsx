import { useLingui } from "@lingui/react/macro";
import type { DialInCountry } from "@camstage/core";
import { PhoneIcon } from "../ui/phone-icons";
import { DoublePromoNote, Flag, useTariff } from "./number-display";
import styles from "./dial-in.module.css";

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
