import { memo, useId } from "react";
import { useLingui } from "@lingui/react/macro";
import { DEFAULT_IMAGE_SIZE, pickImage, type PerformerListItem, type PerformerStatus } from "@camstage/core";
import { AppLink } from "../link";
import { CameraIcon, VibrateIcon, cx } from "../ui";
import { FavouriteButton, type FavouriteToggle } from "../favourites/favourite-button";
import { StatusBadge } from "./status-badge";
import styles from "./performer-card.module.css";

export type PerformerCardProps = {
  performer: PerformerListItem;
  href: string;
  /** §4 style status, read from the performer's onlineStatus by core. */
  status: PerformerStatus;
  /** §9 new cam: first session within 7 days. */
  isNew: boolean;
  hasToy: boolean;
  /** §2.1 nude filter: show the non-nude picture. */
  nudeFilter: boolean;
  /** Above the fold: load eagerly. */
  priority?: boolean;
  /** The likely largest paint (the first cards): fetched before other pictures. */
  highPriority?: boolean;
  /** For members: a favourite heart beside the link (never inside it); left out, the card is the link alone. */
  favourite?: FavouriteToggle | undefined;
};

/** §9 default image size; the grid keeps the 4:3 box so nothing shifts while pictures load. */
const { width: IMAGE_WIDTH, height: IMAGE_HEIGHT } = DEFAULT_IMAGE_SIZE;

/** One performer in the grid: a single link named exactly by the username (ARCHITECTURE §4). */
export const PerformerCard = memo(function PerformerCard({ performer, href, status, isNew, hasToy, nudeFilter, priority = false, highPriority = false, favourite }: PerformerCardProps) {
  const { t } = useLingui();
  const statusId = useId();
  const { username, age, languages } = performer;
  const src = pickImage(performer, nudeFilter);
  const link = (
    <AppLink href={href} aria-label={username} aria-describedby={statusId} className={cx(styles.card, status === "offline" && styles.offline)}>
      <span className={styles.thumb}>
        {src ? (
          <img
            className={styles.image}
            src={src}
            alt=""
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            loading={priority ? "eager" : "lazy"}
            fetchPriority={highPriority ? "high" : undefined}
            decoding="async"
            draggable={false}
          />
        ) : (
          // §2.1 with the nude filter on and no non-nude picture, the card shows a placeholder, never the original.
          <span className={styles.placeholder} aria-hidden="true">
            <CameraIcon />
          </span>
        )}
        <StatusBadge id={statusId} status={status} className={styles.badge} />
        {isNew && <span className={styles.ribbon}>{t`New`}</span>}
        {hasToy && (
          <span className={styles.toy} title={t`Interactive toy`}>
            <VibrateIcon />
          </span>
        )}
      </span>
      <span className={styles.meta}>
        <span className={styles.name}>{username}</span>
        <span className={styles.facts}>
          <span>{age}</span>
          {languages.length > 0 && <span className={styles.languages}>{languages.slice(0, 3).join(" ")}</span>}
        </span>
      </span>
    </AppLink>
  );
  if (!favourite) return link;
  return (
    <span className={styles.withFavourite}>
      {link}
      <FavouriteButton {...favourite} username={username} look="overlay" size="sm" className={styles.favourite} />
    </span>
  );
});

/** A grey placeholder in the shape of a card, shown while a page loads. */
export function PerformerCardSkeleton() {
  return (
    <span className={styles.skeleton} aria-hidden="true">
      <span className={styles.skeletonThumb} />
      <span className={styles.skeletonLine} />
    </span>
  );
}
