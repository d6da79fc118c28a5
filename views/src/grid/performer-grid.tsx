import { useMemo, type ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { INFINITE_SCROLL_MARGIN_PX, type PerformerListItem } from "@camstage/core";
import { AlertIcon, Button, VisuallyHidden } from "../ui";
import type { GridFavourites } from "../favourites/use-favourites";
import { PerformerCard, PerformerCardSkeleton } from "./performer-card";
import { performerBadges, type PerformerBadges } from "./performer-badges";
import { useInfiniteScroll } from "./use-infinite-scroll";
import styles from "./performer-grid.module.css";

export type PerformerGridProps = {
  items: readonly PerformerListItem[];
  /** Where each card links to (the app builds the localized profile path). */
  profileHref: (performer: PerformerListItem) => string;
  /** The current time (ms), for the §9 "new" ribbon; injected so stories and tests are stable. */
  now: number;
  /** Overrides how badges are read from a list item (defaults to core's rules). */
  badges?: (performer: PerformerListItem, now: number) => PerformerBadges;
  /** §2.1 nude filter: cards show the non-nude pictures. */
  nudeFilter?: boolean;
  hasMore: boolean;
  loading: boolean;
  /** A page failed to load; the grid offers a retry. */
  error?: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  /** Accessible name of the list, e.g. the category name. */
  label?: string;
  /** Shown under the empty-state text, e.g. a "clear filters" button. */
  emptyAction?: ReactNode;
  /** Skeleton cards while a page loads. */
  skeletonCount?: number;
  /** For members: a favourite heart on every card (useFavourites().gridFavourites); left out, no hearts. */
  favourite?: GridFavourites | undefined;
};

/** Cards in the first row or two load eagerly; the rest lazily. */
const EAGER_CARDS = 6;
const ROOT_MARGIN = `${INFINITE_SCROLL_MARGIN_PX}px`;

/** §2.3 performer grid: a list of links named by username, with infinite scroll (§2.6, 200 px margin). */
export function PerformerGrid({
  items,
  profileHref,
  now,
  badges = performerBadges,
  nudeFilter = false,
  hasMore,
  loading,
  error = false,
  onLoadMore,
  onRetry,
  label,
  emptyAction,
  skeletonCount = 12,
  favourite,
}: PerformerGridProps) {
  const { t } = useLingui();
  const sentinel = useInfiniteScroll({ hasMore: hasMore && !error, loading, onLoadMore, rootMargin: ROOT_MARGIN });
  const cards = useMemo(
    () =>
      items.map((performer, index) => {
        const { status, isNew, hasToy } = badges(performer, now);
        return (
          <li key={performer.user} className={styles.item}>
            <PerformerCard
              performer={performer}
              href={profileHref(performer)}
              status={status}
              isNew={isNew}
              hasToy={hasToy}
              nudeFilter={nudeFilter}
              priority={index < EAGER_CARDS}
              favourite={
                favourite && {
                  isFavourite: favourite.isFavourite(performer.user),
                  isPending: favourite.isPending(performer.user),
                  isLocked: favourite.isLocked,
                  onToggle: () => favourite.onToggle(performer.user),
                }
              }
            />
          </li>
        );
      }),
    [items, badges, now, profileHref, nudeFilter, favourite],
  );

  const empty = items.length === 0 && !loading && !error;
  const failedFirstPage = items.length === 0 && error && !loading;

  return (
    <div className={styles.root} aria-busy={loading || undefined}>
      {items.length > 0 && (
        <ul role="list" className={styles.grid} aria-label={label ?? t`Performers`}>
          {cards}
        </ul>
      )}

      {loading && (
        <div className={styles.grid} aria-hidden="true" data-testid="grid-skeleton">
          {Array.from({ length: skeletonCount }, (_, i) => (
            <PerformerCardSkeleton key={i} />
          ))}
        </div>
      )}
      <div role="status" className={styles.status}>
        {loading ? <VisuallyHidden>{t`Loading performers…`}</VisuallyHidden> : null}
      </div>

      {empty && (
        <div className={styles.message}>
          <p className={styles.messageTitle}>
            <Trans>No performers found</Trans>
          </p>
          <p className={styles.messageText}>
            <Trans>Nobody matches these filters right now. Try fewer filters or come back later.</Trans>
          </p>
          {emptyAction}
        </div>
      )}

      {error && !loading && (
        <div className={failedFirstPage ? styles.message : styles.inlineError} role="alert">
          <AlertIcon className={styles.alertIcon} />
          <p className={styles.messageTitle}>
            <Trans>The performers could not be loaded.</Trans>
          </p>
          <Button variant="primary" onPress={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}

      {hasMore && !error && <div ref={sentinel} className={styles.sentinel} data-testid="grid-sentinel" aria-hidden="true" />}
    </div>
  );
}
