import { useMemo } from "react";
import { useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import { localeTagOf } from "@camstage/core";

/**
 * Presentation of the §9 amounts for the active locale: prices in their currency (Intl.NumberFormat, VAT is
 * already included) and minutes as whole or part minutes. The amounts themselves come from core.
 */
export function useWalletFormat() {
  const { t, i18n } = useLingui();
  const locale = localeTagOf(i18n.locale);
  return useMemo(() => {
    const money = (amount: number, currency: string) => new Intl.NumberFormat(locale, { style: "currency", currency }).format(amount);
    const number = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
    return {
      money,
      number,
      /** "€0.80 per minute". */
      perMinute: (amount: number, currency: string) => {
        const price = money(amount, currency);
        return t`${price} per minute`;
      },
      /** "5 minutes" (plural by locale). */
      minutes: (value: number) => t({ message: plural(value, { one: "# minute", other: "# minutes" }) }),
    };
  }, [locale, t]);
}
