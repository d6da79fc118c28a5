import { useDeferredValue, useMemo, useState, type ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { INFINITE_SCROLL_MARGIN_PX, type PerformerListItem } from "@camstage/core";
import { VisuallyHidden } from "../ui";
import { AppLink } from "../link";
import type { GridFavourites } from "../favourites/use-favourites";
import { PerformerCard, PerformerCardSkeleton } from "./performer-card";
import { performerBadges, type PerformerBadges } from "./performer-badges";
import { useInfiniteScroll } from "./use-infinite-scroll";
import { LoadFailed } from "./load-failed";
import { useGridWindow } from "./use-grid-window";
import styles from "./performer-grid.module.css";

export type PerformerGridProps = {
  items: readonly PerformerListItem[];
  /** Where each card links to (the app builds the localized path: her live room when open, else her profile). */
  performerHref: (performer: PerformerListItem) => string;
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
  /**
   * How many performers the list holds (the platform's count for these filters), when known: rows for the ones
   * not loaded yet are reserved, so arriving pages move nothing below them (ARCHITECTURE §6 CLS).
   */
  total?: number | undefined;
  /** Skeleton cards while a page loads (and reserved for the next page while the total is unknown). */
  skeletonCount?: number;
  /** For members: a favourite heart on every card (useFavourites().gridFavourites); left out, no hearts. */
  favourite?: GridFavourites | undefined;
  /**
   * Whether the first cards wait for a transition (the default). Off when the page hydrates a server render, whose
   * HTML already holds them: the first render must then be the server's.
   */
  deferFirstCards?: boolean;
  /** Issue 28: the white-label's grid banner, a tile among the first cards (a link with its picture); none without. */
  promo?: GridPromo | undefined;
};

/** The configured `grid-banner` promotion as the grid shows it. */
export type GridPromo = { readonly href: string; readonly image: string; readonly label: string };

/** The promotion's place among the cards: after the first few, in the first row on a wide screen. */
export const PROMO_SLOT = 3;

/** Cards in the first row or two load eagerly; the rest lazily. The first two are the likely LCP: fetched first. */
const EAGER_CARDS = 6;
const HIGH_PRIORITY_CARDS = 2;
const NO_ITEMS: readonly PerformerListItem[] = [];
const ROOT_MARGIN = `${INFINITE_SCROLL_MARGIN_PX}px`;

/**
 * §2.3 performer grid: a list of links named by username, with infinite scroll (§2.6, 200 px margin). Only the rows
 * near the viewport are in the DOM (ARCHITECTURE §6); the rest of the list, loaded or still to come, is reserved space.
 */
export function PerformerGrid({
  items: latestItems,
  performerHref,
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
  total,
  skeletonCount = 12,
  favourite,
  deferFirstCards = true,
  promo,
}: PerformerGridProps) {
  const { t } = useLingui();
  // The cards render in a transition React can interrupt: the page paints its frame (and placeholders) first, and
  // rendering 60 cards never blocks the main thread in one long task (ARCHITECTURE §6 TBT).
  const items = useDeferredValue(latestItems, deferFirstCards ? NO_ITEMS : latestItems);
  const [list, setList] = useState<HTMLUListElement | null>(null);
  const sentinel = useInfiniteScroll({ hasMore: hasMore && !error, loading, onLoadMore, rootMargin: ROOT_MARGIN });
  // Slots: the loaded cards, then skeletons for what is on its way (all of it when the total is known).
  const expected = hasMore && !error ? Math.max(items.length + (total === undefined ? skeletonCount : 0), total ?? 0) : items.length;
  // Cards still on their way through the transition keep their places as placeholders. The promotion takes a slot of
  // its own once there are cards around it.
  const promoAt = promo && items.length > PROMO_SLOT ? PROMO_SLOT : null;
  const extra = promoAt === null ? 0 : 1;
  const slots = Math.max(loading && items.length === 0 ? skeletonCount : expected, latestItems.length) + extra;
  const { range } = useGridWindow(list, slots, Math.max(latestItems.length, skeletonCount) + extra);
  const from = range?.from ?? 0;
  const to = range?.to ?? slots;

  const cards = useMemo(() => {
    const out: ReactNode[] = [];
    for (let slot = from; slot < to; slot++) {
      if (promo && slot === promoAt) {
        out.push(
          <li key="promo" className={styles.item}>
            <AppLink className={styles.promo} href={promo.href}>
              {/* In the first screen at every width, and the largest picture there: the page's LCP (issue 26). */}
              <img className={styles.promoImage} src={promo.image} alt={promo.label} width={960} height={540} loading="eager" fetchPriority="high" decoding="async" />
            </AppLink>
          </li>,
        );
        continue;
      }
      const index = promoAt !== null && slot > promoAt ? slot - 1 : slot;
      const performer = items[index];
      const position = range ? { "aria-posinset": index + 1, "aria-setsize": hasMore ? -1 : items.length } : {};
      if (!performer) {
        out.push(
          <li key={`slot-${index}`} className={styles.item} aria-hidden="true" data-testid="grid-skeleton-card">
            <PerformerCardSkeleton />
          </li>,
        );
        continue;
      }
      const { status, isNew, hasToy } = badges(performer, now);
      out.push(
        <li key={performer.user} className={styles.item} {...position}>
          <PerformerCard
            performer={performer}
            href={performerHref(performer)}
            status={status}
            isNew={isNew}
            hasToy={hasToy}
            nudeFilter={nudeFilter}
            priority={index < EAGER_CARDS}
            highPriority={index < HIGH_PRIORITY_CARDS}
            favourite={
              favourite && {
                isFavourite: favourite.isFavourite(performer.user),
                isPending: favourite.isPending(performer.user),
                isLocked: favourite.isLocked,
                onToggle: () => favourite.onToggle(performer.user),
              }
            }
          />
        </li>,
      );
    }
    return out;
  }, [items, from, to, range, hasMore, badges, now, performerHref, nudeFilter, favourite, promo, promoAt]);

  const empty = items.length === 0 && !loading && !error;
  const failedFirstPage = items.length === 0 && error && !loading;
  // From what has arrived, not from what the transition has rendered yet: a shorter list still on screen (the one
  // before a filter change) must not ask for the next page.
  const canLoadMore = hasMore && !error && latestItems.length > 0 && items === latestItems;

  return (
    <div className={styles.root} aria-busy={loading || undefined} data-loaded={items.length}>
      {slots > 0 && (
        <ul
          ref={setList}
          // Only placeholders yet: no list to announce.
          role={items.length > 0 ? "list" : "presentation"}
          className={styles.grid}
          aria-label={items.length > 0 ? (label ?? t`Performers`) : undefined}
          style={range?.measured ? { paddingTop: range.paddingTop, paddingBottom: range.paddingBottom } : undefined}
        >
          {cards}
        </ul>
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

      {error && !loading && <LoadFailed message={<Trans>The performers could not be loaded.</Trans>} onRetry={onRetry} inline={!failedFirstPage} />}

      {/* The next page is asked for when the first row not loaded yet comes within the §2.6 margin. */}
      {canLoadMore && (
        <div
          ref={sentinel}
          className={range?.measured ? styles.sentinelAt : styles.sentinel}
          style={range?.measured ? { top: range.rowTop(latestItems.length + extra) } : undefined}
          data-testid="grid-sentinel"
          aria-hidden="true"
        />
      )}
    </div>
  );
}
