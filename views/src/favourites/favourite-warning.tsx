import { useEffect, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { TIMINGS_MS } from "@camstage/core";
import { AlertIcon } from "../ui/icons-more";
import styles from "./favourites.module.css";

export type FavouriteWarningProps = {
  /** The toggle that failed or timed out (§8 favourite add/remove failure: a warning only); null shows nothing. */
  change: { add: boolean } | null;
};

/** §8 a favourite that could not be saved: a short warning at the bottom of the screen. */
export function FavouriteWarning({ change }: FavouriteWarningProps) {
  const { t } = useLingui();
  if (change === null) return null;
  return (
    <div className={styles.warning} role="status">
      <AlertIcon aria-hidden="true" />
      {change.add ? t`This model could not be added to your favourites. Please try again.` : t`This model could not be removed from your favourites. Please try again.`}
    </div>
  );
}

/**
 * Hears the favourites flow's warnings (its emitted `favourites.warning`, through the app's session): calls `show` with
 * each toggle warned about and returns the unsubscribe. Keep it the same function from one render to the next.
 */
export type FavouriteWarnings = (show: (change: { add: boolean }) => void) => () => void;

/** The favourites flow's warnings, each shown for the §9 notifier time: spreads onto FavouriteWarning. */
export function useFavouriteWarning(warnings: FavouriteWarnings): FavouriteWarningProps {
  const [change, setChange] = useState<{ add: boolean } | null>(null);
  useEffect(() => warnings((warned) => setChange({ add: warned.add })), [warnings]);
  useEffect(() => {
    if (change === null) return;
    const timer = setTimeout(() => setChange(null), TIMINGS_MS.notifier);
    return () => clearTimeout(timer);
  }, [change]);
  return { change };
}
