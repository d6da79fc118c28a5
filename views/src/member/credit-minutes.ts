import { useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import { LOW_CREDITS_THRESHOLD, creditsToMinutes } from "@camstage/core";

/**
 * The balance as §9 minutes (60 credits a minute, via core): whole minutes, since a started minute cannot be
 * chatted. `short` is the compact header text ("2 min"), `long` the spoken one ("2 minutes").
 */
export function useCreditMinutes(credits: number) {
  const { t, i18n } = useLingui();
  const minutes = Math.max(0, Math.floor(creditsToMinutes(credits)));
  const shown = i18n.number(minutes);
  return {
    minutes,
    short: t`${shown} min`,
    long: t({ message: plural(minutes, { one: "# minute", other: "# minutes" }) }),
    /** §9 the credits button switches state at 500 credits or fewer. */
    isLow: credits <= LOW_CREDITS_THRESHOLD,
  };
}
