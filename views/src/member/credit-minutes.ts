import { useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import { isLowBalance, wholeMinutes } from "@camstage/core";

/**
 * The balance as §9 minutes (60 credits a minute, via core): whole minutes, since a started minute cannot be
 * chatted. `short` is the compact header text ("2 min"), `long` the spoken one ("2 minutes").
 */
export function useCreditMinutes(credits: number) {
  const { t, i18n } = useLingui();
  const minutes = wholeMinutes(credits);
  const shown = i18n.number(minutes);
  return {
    minutes,
    short: t`${shown} min`,
    long: t({ message: plural(minutes, { one: "# minute", other: "# minutes" }) }),
    isLow: isLowBalance(credits),
  };
}
