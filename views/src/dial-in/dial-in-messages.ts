import { useMemo } from "react";
import { useLingui } from "@lingui/react/macro";
import { PIN_LENGTH, localeTagOf, type PinErrorKey } from "@camstage/core";

/** Translations of the §5 pin error keys and the dial-in countries' names in the active language. */
export function useDialInMessages() {
  const { t, i18n } = useLingui();
  const locale = localeTagOf(i18n.locale);
  const regions = useMemo(() => {
    try {
      return new Intl.DisplayNames([locale], { type: "region" });
    } catch {
      return null;
    }
  }, [locale]);

  const digits = PIN_LENGTH;
  const pinError = (key: PinErrorKey): string =>
    ({
      "pin.required": t`Please enter the pin code.`,
      "pin.invalid": t`The pin code has ${digits} digits.`,
      "pin.rejected": t`This pin code is not valid`,
    })[key];

  const countryName = (code: string): string => regions?.of(code) ?? code;

  return { pinError, countryName };
}
