import { useLingui } from "@lingui/react/macro";
import type { DialInCallStatus as CallStatus, DialInCountry } from "@camstage/core";
import { Drawer } from "../drawer/drawer";
import { FormAlert } from "../auth/auth-field";
import { Spinner } from "../ui/feedback";
import { DialInCallMe } from "./dial-in-call-me";
import { DialInCallStatus, DialInNotices, DialInNumberList, DialInSignUpTeaser, SecureNote, type DialInNumber } from "./dial-in-parts";
import { DialInPinStep, type DialInPinStepProps } from "./dial-in-pin-step";
import styles from "./dial-in.module.css";

/**
 * The pin step's props (the chosen country, its number and tariff, the pin and its errors; mobile: the visitor's
 * country), but its flag, which the drawer takes from the chosen number.
 */
export type DialInDrawerProps = Omit<DialInPinStepProps, "flagSrc"> & {
  isOpen: boolean;
  /** §2.5 dial_in_drawer:close. */
  onClose: () => void;
  side?: "left" | "right";
  /** Mobile shows call-me and the sign-up teaser; desktop the numbers, then the pin (§2.5). */
  isMobile: boolean;
  step: "country" | "pin";
  isLoading: boolean;
  /** §8 'Unable to retrieve ivr session details'. */
  ivrFailed: boolean;
  /** §8 'Unable to retrieve dial-in phone numbers' (desktop; mobile calls the IVR session's number). */
  phoneNumbersFailed: boolean;
  numbers: readonly DialInNumber[];
  onSelectCountry: (country: DialInCountry) => void;
  /** Mobile call-me: the IVR session's display number and its tel link. */
  displayNumber: string | null;
  telHref: string | null;
  /** The IVR session's flag image. */
  flagSrc: string | null;
  canCallMe: boolean;
  onCallMe: () => void;
  /** §4 call state. */
  call: CallStatus;
  /** §4 pending: waiting for the call. */
  showLoader: boolean;
  /** §4 ended and expired: the ended text. */
  showEnded: boolean;
  /** The dial-in terms page. */
  termsHref: string;
  /** Mobile sign-up teaser (guests); omitted hides it. */
  onSignUp?: () => void;
};

/** §2.5 the dial-in drawer: pay by phone with a country number and a pin (desktop) or call-me (mobile). */
export function DialInDrawer(props: DialInDrawerProps) {
  const { t } = useLingui();
  const { isMobile, step } = props;
  const chosen = props.numbers.find((n) => n.country === props.country) ?? null;
  return (
    <Drawer isOpen={props.isOpen} onClose={() => props.onClose()} side={props.side ?? "right"} title={t`Pay by phone`} panelClassName={styles.panel}>
      <div className={styles.dialIn} data-device={isMobile ? "mobile" : "desktop"}>
        <p className={styles.intro}>
          {isMobile
            ? t`Call us and chat right away: your minutes are billed by your phone provider.`
            : t`Call one of our numbers and enter the pin code you hear: your minutes are billed by your phone provider.`}
        </p>
        <DialInCallStatus showLoader={props.showLoader} showEnded={props.showEnded} expired={props.call === "expired"} />
        {props.ivrFailed ? <FormAlert message={t`Unable to retrieve ivr session details`} /> : null}
        {props.isLoading ? (
          <div className={styles.loading}>
            <Spinner label={t`Loading dial-in numbers…`} size="1.75rem" />
          </div>
        ) : isMobile ? (
          <DialInCallMe
            displayNumber={props.displayNumber}
            telHref={props.telHref}
            flagSrc={props.flagSrc}
            country={props.country}
            tariff={props.tariff}
            isDoublePromo={props.isDoublePromo}
            canCallMe={props.canCallMe}
            onCallMe={props.onCallMe}
          />
        ) : props.phoneNumbersFailed ? (
          <FormAlert message={t`Unable to retrieve dial-in phone numbers`} />
        ) : step === "pin" ? (
          <DialInPinStep
            country={props.country}
            flagSrc={chosen?.flagSrc ?? null}
            number={props.number}
            tariff={props.tariff}
            isDoublePromo={props.isDoublePromo}
            pin={props.pin}
            pinErrors={props.pinErrors}
            retryAfterMinutes={props.retryAfterMinutes ?? null}
            onPinChange={props.onPinChange}
            onPinFocus={props.onPinFocus}
            onSubmitPin={props.onSubmitPin}
            isSubmittingPin={props.isSubmittingPin}
            onBack={props.onBack}
          />
        ) : (
          <DialInNumberList numbers={props.numbers} onSelectCountry={props.onSelectCountry} />
        )}
        <SecureNote />
        <DialInNotices termsHref={props.termsHref} />
        {isMobile && props.onSignUp ? <DialInSignUpTeaser onSignUp={props.onSignUp} /> : null}
      </div>
    </Drawer>
  );
}
