import { useMemo } from "react";
import type { DialInConnect } from "@camstage/core";
import type { DialInDrawerProps } from "./dial-in-drawer";
import type { DialInNumber } from "./dial-in-parts";
import type { PhoneConnectedBadgeProps } from "./phone-connected-badge";

export type UseDialInOptions = {
  /** §2.5 the external flag service's image of an IVR session's flag code; omitted shows the country code. */
  flagImage?: (flag: string) => string;
};

/**
 * Binds the dial-in views to the dial-in flow of the app's session (its `connect` result). `drawerProps` spreads onto
 * DialInDrawer (the app adds `termsHref` and, for guests, `onSignUp`), `badgeProps` onto PhoneConnectedBadge,
 * `headerProps` onto the Header (§2.3: 5rem high while a dial-in is active).
 */
export function useDialIn(api: DialInConnect, options: UseDialInOptions = {}) {
  const numbers = useMemo(
    () =>
      api.phoneNumbers.map(
        (entry): DialInNumber => ({
          country: entry.id,
          flagSrc: entry.image === "" ? null : entry.image,
          number: entry.options[0].number,
          tariff: entry.options[0].tariff,
          isDoublePromo: entry.isDoublePromo,
        }),
      ),
    [api.phoneNumbers],
  );
  const { flagImage } = options;
  const drawerProps = {
    isOpen: api.isOpen,
    onClose: api.close,
    isMobile: api.isMobile,
    step: api.step,
    isLoading: api.isLoading,
    ivrFailed: api.ivrFailed,
    phoneNumbersFailed: api.phoneNumbersFailed,
    numbers,
    onSelectCountry: api.selectCountry,
    country: api.country,
    number: api.number,
    tariff: api.tariff,
    isDoublePromo: api.isDoublePromo,
    onBack: api.back,
    pin: api.pin,
    pinErrors: api.pinErrors,
    retryAfterMinutes: api.retryAfterMinutes,
    onPinChange: api.inputPin,
    onPinFocus: api.focusPin,
    onSubmitPin: api.submitPin,
    isSubmittingPin: api.isSubmittingPin,
    displayNumber: api.displayNumber,
    telHref: api.telHref,
    flagSrc: api.flag && flagImage ? flagImage(api.flag) : null,
    canCallMe: api.canCallMe,
    onCallMe: api.callMe,
    call: api.call,
    showLoader: api.showLoader,
    showEnded: api.showEnded,
  } satisfies Omit<DialInDrawerProps, "termsHref" | "onSignUp" | "side">;
  const badgeProps = { isVisible: api.showBadge, call: api.call } satisfies PhoneConnectedBadgeProps;
  const headerProps = { dialInActive: api.isActive };
  return { ...api, drawerProps, badgeProps, headerProps };
}
