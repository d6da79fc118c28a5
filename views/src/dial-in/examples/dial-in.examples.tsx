import { useEffect } from "react";
import { useActorRef } from "@xstate/react";
import { fromPromise } from "xstate";
import { connectDialIn, dialInMachine, type DialInPayRequest, type DialInPhoneNumber, type DialInStatusResponse, type IvrSessionLoaded } from "@camstage/core";
import { Button } from "../../ui/button";
import { useActorConnect } from "../../examples/use-actor-connect";
import { DialInDrawer, type DialInDrawerProps } from "../dial-in-drawer";
import { PhoneConnectedBadge, type PhoneConnectedBadgeProps } from "../phone-connected-badge";
import type { DialInNumber } from "../dial-in-parts";
import { useDialIn } from "../use-dial-in";

const noop = () => {};

/** Tricolour flags as inline SVG (stories stay offline; the app loads them from the flag service). */
const tricolour = (a: string, b: string, c: string, vertical = false): string =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    vertical
      ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 2"><rect width="1" height="2" fill="${a}"/><rect x="1" width="1" height="2" fill="${b}"/><rect x="2" width="1" height="2" fill="${c}"/></svg>`
      : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 2"><rect width="3" height="1" fill="${a}"/><rect y="0.66" width="3" height="0.68" fill="${b}"/><rect y="1.33" width="3" height="0.67" fill="${c}"/></svg>`,
  )}`;
export const FLAGS = {
  NL: tricolour("#ae1c28", "#ffffff", "#21468b"),
  BE: tricolour("#000000", "#fdda24", "#ef3340", true),
  DE: tricolour("#000000", "#dd0000", "#ffce00"),
} as const;

export const NUMBERS: readonly DialInNumber[] = [
  { country: "NL", flagSrc: FLAGS.NL, number: "0900 123 45 67", tariff: 0.8, isDoublePromo: false },
  { country: "BE", flagSrc: FLAGS.BE, number: "0905 12 345", tariff: 0.8, isDoublePromo: true },
  { country: "DE", flagSrc: FLAGS.DE, number: "0900 1 23 45 67", tariff: 0.8, isDoublePromo: false },
];

// ----- Drawer props per visible state ------------------------------------------------------------------------------

export const dialInLoading: DialInDrawerProps = {
  isOpen: true,
  onClose: noop,
  isMobile: false,
  step: "country",
  isLoading: true,
  ivrFailed: false,
  phoneNumbersFailed: false,
  numbers: [],
  onSelectCountry: noop,
  country: null,
  number: null,
  tariff: null,
  isDoublePromo: false,
  onBack: noop,
  pin: "",
  pinErrors: [],
  onPinChange: noop,
  onPinFocus: noop,
  onSubmitPin: noop,
  isSubmittingPin: false,
  displayNumber: null,
  telHref: null,
  flagSrc: null,
  canCallMe: false,
  onCallMe: noop,
  call: "idle",
  showLoader: false,
  showEnded: false,
  termsHref: "/en/terms-conditions",
};

/** Desktop step 1: the country numbers. */
export const dialInNumbers: DialInDrawerProps = {
  ...dialInLoading,
  isLoading: false,
  numbers: NUMBERS,
  country: "NL",
  number: "0900 123 45 67",
  tariff: 0.8,
  displayNumber: "0900 123 45 67",
  telHref: "tel:09001234567",
  flagSrc: FLAGS.NL,
  canCallMe: true,
};
export const dialInNumbersFailed: DialInDrawerProps = { ...dialInNumbers, numbers: [], phoneNumbersFailed: true };
export const dialInIvrFailed: DialInDrawerProps = { ...dialInNumbers, ivrFailed: true, displayNumber: null, telHref: null, canCallMe: false };

/** Desktop step 2: the pin, empty. */
export const dialInPin: DialInDrawerProps = { ...dialInNumbers, step: "pin" };
export const dialInPinRequired: DialInDrawerProps = { ...dialInPin, pinErrors: ["pin.required"] };
export const dialInPinInvalid: DialInDrawerProps = { ...dialInPin, pin: "12a", pinErrors: ["pin.invalid"] };
export const dialInPinTooManyAttempts: DialInDrawerProps = { ...dialInPin, pin: "1234", retryAfterMinutes: 2 };
export const dialInPinRejected: DialInDrawerProps = { ...dialInPin, pin: "4321", pinErrors: ["pin.rejected"] };
export const dialInPinSubmitting: DialInDrawerProps = { ...dialInPin, pin: "4321", isSubmittingPin: true };
export const dialInPinBelgium: DialInDrawerProps = { ...dialInPin, country: "BE", number: "0905 12 345", isDoublePromo: true };

/** Desktop: the call ended, or its session expired (the drawer shows the ended text). */
export const dialInEnded: DialInDrawerProps = { ...dialInNumbers, call: "ended", showEnded: true };
export const dialInExpired: DialInDrawerProps = { ...dialInNumbers, call: "expired", showEnded: true };
/** Desktop: the drawer reopened while the confirmed call is pending (the loader; the step is back at the numbers). */
export const dialInCallPending: DialInDrawerProps = { ...dialInNumbers, call: "pending", showLoader: true, canCallMe: false };

/** Mobile: call me, with the sign-up teaser for guests. */
export const dialInCallMe: DialInDrawerProps = { ...dialInNumbers, isMobile: true, onSignUp: noop };
export const dialInCallMeBelgium: DialInDrawerProps = {
  ...dialInCallMe,
  country: "BE",
  isDoublePromo: true,
  displayNumber: "0905 12 345",
  telHref: "tel:090512345",
  flagSrc: FLAGS.BE,
};
export const dialInCallMePending: DialInDrawerProps = { ...dialInCallMe, call: "pending", showLoader: true, canCallMe: false };
export const dialInCallMeEnded: DialInDrawerProps = { ...dialInCallMe, call: "ended", showEnded: true };
/** Mobile: the call-me session expired; the drawer reopened with a new IVR session, so calling again is possible. */
export const dialInCallMeExpired: DialInDrawerProps = { ...dialInCallMe, call: "expired", showEnded: true };
export const dialInCallMeIvrFailed: DialInDrawerProps = { ...dialInCallMe, ivrFailed: true, displayNumber: null, telHref: null, canCallMe: false };

export const badgePending: PhoneConnectedBadgeProps = { isVisible: true, call: "pending" };
export const badgeInCall: PhoneConnectedBadgeProps = { isVisible: true, call: "inCall" };
export const badgeEnded: PhoneConnectedBadgeProps = { isVisible: true, call: "ended" };

// ----- Bound to the dial-in flow with simulated calls --------------------------------------------------------------

const PLATFORM_NUMBERS: readonly DialInPhoneNumber[] = NUMBERS.map((n) => ({
  id: n.country,
  image: n.flagSrc ?? "",
  options: [{ number: n.number, tariff: n.tariff }],
}));

/**
 * The drawer and badge bound to the dial-in flow: the IVR session and numbers load after 0.6 s; the pin 1234
 * is accepted (any other is refused), and the simulated call is answered 2 s after the pin and ends 6 s later.
 */
export function BoundDialInDemo({ mobile = false }: { mobile?: boolean }) {
  const actor = useActorRef(
    dialInMachine.provide({
      actors: {
        loadIvrSession: fromPromise<IvrSessionLoaded, void>(async () => {
          await new Promise((resolve) => setTimeout(resolve, 600));
          return {
            session: { session: "ivr-demo", callednumber: "09001234567", displaynumber: "0900 123 45 67", tariff: 0.8, ttl: 60, expiresAt: 0, flag: "nl" },
            receivedAt: Date.now(),
          };
        }),
        loadPhoneNumbers: fromPromise(async () => {
          await new Promise((resolve) => setTimeout(resolve, 600));
          return PLATFORM_NUMBERS;
        }),
        payDialIn: fromPromise<unknown, DialInPayRequest>(async ({ input }) => {
          await new Promise((resolve) => setTimeout(resolve, 700));
          if (input.pincode !== "1234") throw new Error("refused");
          return {};
        }),
        checkStatus: fromPromise<DialInStatusResponse, { session: string }>(async ({ input }) => ({ session: input.session, state: "pending" })),
      },
      actions: { dialNumber: noop },
    }),
  );
  const dialIn = useDialIn(useActorConnect(actor, connectDialIn), { flagImage: () => FLAGS.NL });
  const { call } = dialIn;
  useEffect(() => {
    if (call !== "pending") return;
    const answer = setTimeout(() => actor.send({ type: "socket.member.dialInStatus", state: "in_call", session: "ivr-demo" }), 2000);
    return () => clearTimeout(answer);
  }, [actor, call]);
  useEffect(() => {
    if (call !== "inCall") return;
    const hangUp = setTimeout(() => actor.send({ type: "socket.member.dialInStatus", state: "ended", session: "ivr-demo" }), 6000);
    return () => clearTimeout(hangUp);
  }, [actor, call]);
  return (
    <div style={{ display: "flex", alignItems: "center", gap: "1rem", padding: "1rem" }}>
      <Button variant="primary" onPress={() => dialIn.open({ now: Date.now(), mobile })}>
        Pay by phone
      </Button>
      <PhoneConnectedBadge {...dialIn.badgeProps} />
      <DialInDrawer {...dialIn.drawerProps} termsHref="/en/terms-conditions" onSignUp={noop} />
    </div>
  );
}
