import { ToggleButton } from "react-aria-components";
import { useLingui } from "@lingui/react/macro";
import { HeartIcon, cx } from "../ui";
import styles from "./favourites.module.css";

/** The favourite state of one performer, as a card or profile receives it from the favourites flow. */
export type FavouriteToggle = {
  isFavourite: boolean;
  onToggle: () => void;
  /** This performer's toggle is in flight. */
  isPending?: boolean;
  /** Another toggle is in flight: every heart is locked for at most 3 s (§4, §9 click lock). */
  isLocked?: boolean;
};

export type FavouriteButtonProps = FavouriteToggle & {
  /** Names the control: "Add <username> to favourites" / "Remove <username> from favourites". */
  username: string;
  /** `overlay` sits on a picture (grid card), `plain` on a surface (profile header). */
  look?: "overlay" | "plain";
  size?: "sm" | "md";
  className?: string;
};

/**
 * §2.3 / §2.6 favourite heart toggle (aria-pressed). While locked or pending it keeps its focus but ignores
 * presses (aria-disabled): the favourites machine would drop the toggle anyway (§4).
 */
export function FavouriteButton({ username, isFavourite, onToggle, isPending = false, isLocked = false, look = "plain", size = "md", className }: FavouriteButtonProps) {
  const { t } = useLingui();
  const blocked = isPending || isLocked;
  const label = isFavourite ? t`Remove ${username} from favourites` : t`Add ${username} to favourites`;
  return (
    <ToggleButton
      aria-label={label}
      isSelected={isFavourite}
      onChange={() => {
        if (!blocked) onToggle();
      }}
      aria-disabled={blocked || undefined}
      data-pending={isPending || undefined}
      data-locked={(isLocked && !isPending) || undefined}
      className={cx(styles.heart, styles[look], styles[size], className)}
    >
      <HeartIcon className={styles.heartIcon} />
    </ToggleButton>
  );
}
