import { useCallback, useMemo, useRef } from "react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useRouter, useRouterState } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { GRID_BANNER_PLACEMENT, GRID_PAGE_LIMIT, appendUnique, baseQuery, chipsOf, connectFavourites, connectFilters, performerPath, statusFromOnlineStatus, toFindQuery, type Category, type FilterSelection, type ModelsTab, type PerformerListItem } from "@camstage/core";
import { ActiveFilterChips, Button, ModelsSubNav, PerformerGrid, gridFavouritesOf } from "@camstage/views";
import { useConfiguration, useQueryEnv, useSession, useSitePath } from "../../site/site-hooks";
import { performersQuery } from "../../queries";
import { gridSearchFor, gridStateOf, stringifySearch } from "../../platform/search";
import { useFlowLater, useSessionEffect, useStartedFlow } from "../../flows/use-flow";
import { categoryName } from "../../shell/grid-chrome";
import { useHydrating } from "../../platform/hydration";
import { siteHref } from "../../platform/site-href";
import styles from "./grid-page.module.css";

/** The URL of a grid state: the category path (or home) with the filters, tab, searched text and page as query values. */
function useGridHref() {
  const sitePath = useSitePath();
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  return useCallback(
    (category: string | null, selection: FilterSelection, tab: ModelsTab, text: string | undefined, page = 1) =>
      `${sitePath(category ? `/${category}` : "/")}${stringifySearch({ ...baseQuery(searchStr), ...gridSearchFor(selection, tab, text), page: page > 1 ? String(page) : undefined })}`,
    [sitePath, searchStr],
  );
}

/**
 * The §2.1 home and category-search grid (the category bar and SEO block are the white-label layout's,
 * see grid-chrome). The URL holds the filters; the core filters flow decides every change (§5: an empty
 * value removes a filter, an equal replace is skipped) and the page moves the URL when it announces one. The grid
 * renders before the flows load (ARCHITECTURE §6); the favourites' hearts appear with them, and a filter press made
 * meanwhile runs once they are there.
 */
export function GridPage({ category }: { category: Category | null }) {
  const { t } = useLingui();
  const env = useQueryEnv();
  const { locale, noNude } = env.session;
  const router = useRouter();
  const sitePath = useSitePath();
  const gridHref = useGridHref();
  const session = useSession();
  const loggedIn = session.token !== undefined;
  // The first cards of a server-rendered page are in its HTML already: hydration renders them at once.
  const hydrating = useHydrating();
  // Issue 28: the configuration's grid banner (in the server's HTML too: the configuration is there).
  const banner = useConfiguration().promotions.find((promotion) => promotion.placement === GRID_BANNER_PLACEMENT && promotion.image !== "");
  const promo = useMemo(() => (banner ? { href: siteHref(banner.link, sitePath), image: banner.image, label: t`Special offer` } : undefined), [banner, sitePath, t]);

  const search = useRouterState({ select: (state) => state.location.search as Record<string, unknown> });
  const searchKey = JSON.stringify(search);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by content: the router hands a new object per navigation.
  const { selection, tab, text, page } = useMemo(() => gridStateOf(search), [searchKey]);
  const slug = category?.slug ?? null;

  const filters = useFlowLater("filters", connectFilters);
  const favourites = useStartedFlow("favourites", connectFavourites);
  // URL → flow: the flow skips a replace equal to its state (§5). Changes it announces while syncing from the
  // URL are the URL's own, so they do not move the page again.
  const syncingFromUrl = useRef(false);
  useSessionEffect(
    ({ input }) => {
      syncingFromUrl.current = true;
      try {
        input({ type: "site.gridRouted", selection, category: slug, tab });
      } finally {
        syncingFromUrl.current = false;
      }
    },
    [selection, slug, tab],
  );
  // Flow → URL: a visitor's change moves the page (within the text searched for, if any).
  useSessionEffect(
    ({ system }) =>
      system.on("filters", "filters.changed", (event) => {
        if (syncingFromUrl.current) return;
        void router.navigate({ href: gridHref(event.category, event.selection, event.tab, text) });
      }),
    [router, gridHref, text],
  );

  const findQuery = useMemo(() => toFindQuery(selection, slug, tab, { locale, username: text }), [selection, slug, tab, locale, text]);
  const performers = useInfiniteQuery(performersQuery(env, findQuery, page));
  // A status change can move a performer across pages; each is shown once (core rule).
  const items = useMemo(
    () => (performers.data?.pages ?? []).reduce<PerformerListItem[]>((all, page) => appendUnique(all, page.items), []),
    [performers.data],
  );
  // The platform's count for these filters: the grid reserves the rows still to come (ARCHITECTURE §6 CLS).
  const total = performers.data?.pages.at(-1)?.total;
  // The "new" ribbon compares with the time the list was fetched (§9 new cams: first session within 7 days): the same
  // on the server and in the browser, and no second render to learn it.
  const now = performers.dataUpdatedAt;

  const title = category ? categoryName(category, locale) : undefined;
  const activeCount = chipsOf(selection).length;
  const subNavHref = (next: ModelsTab) => gridHref(slug, selection, next, text);
  // Leaving a searched text goes through the URL (the filters flow follows the URL).
  const withoutText = (nextSelection: FilterSelection, nextTab: ModelsTab) => void router.navigate({ href: gridHref(slug, nextSelection, nextTab, undefined) });
  // §2.3 favourites needs a login: the §2.1 login action opens the login dialog.
  const pageHref = (to: number) => gridHref(slug, selection, tab, text, to);
  const askLogin = () => void router.navigate({ href: `${router.state.location.pathname}${stringifySearch({ ...search, action: "login" })}` });

  return (
    <div className={styles.content}>
      <div className={styles.toolbar}>
        <ModelsSubNav
          current={tab}
          allHref={subNavHref("all")}
          newHref={subNavHref("new")}
          toyHref={subNavHref("toy")}
          favouritesHref={sitePath("/favourites")}
          isLoggedIn={loggedIn}
          onLoginRequired={askLogin}
        />
      </div>
      {title ? <h2 className={styles.heading}>{title}</h2> : null}
      <ActiveFilterChips
        selected={selection}
        text={text}
        onRemove={(key, option) => filters((f) => f.toggle(key, option))}
        onClearText={() => withoutText(selection, tab)}
        onClear={() => (text ? withoutText({}, tab) : filters((f) => f.clear()))}
      />
      <PerformerGrid
        items={items}
        performerHref={(performer) => sitePath(performerPath(performer.username, statusFromOnlineStatus(performer.onlineStatus)))}
        now={now}
        nudeFilter={noNude}
        hasMore={performers.hasNextPage}
        loading={performers.isPending || performers.isFetchingNextPage}
        error={performers.isError}
        onLoadMore={() => void performers.fetchNextPage()}
        onRetry={() => void performers.refetch()}
        total={total}
        skeletonCount={GRID_PAGE_LIMIT}
        deferFirstCards={!hydrating}
        promo={promo}
        label={text ? t`Performers matching “${text}”` : (title ?? t`Live performers`)}
        favourite={loggedIn && favourites ? gridFavouritesOf(favourites) : undefined}
        emptyAction={
          activeCount > 0 || tab !== "all" || text ? (
            <Button variant="primary" onPress={() => (text ? withoutText({}, "all") : filters((f) => f.replace({}, slug, "all")))}>
              {t`Show all models`}
            </Button>
          ) : undefined
        }
      />
      {/* Issue 26: without JavaScript (no infinite scroll) the grid pages through real links. */}
      <noscript>
        <nav className={styles.pager} aria-label={t`Pages`}>
          {page > 1 ? (
            <a rel="prev" href={pageHref(page - 1)}>
              {t`Previous page`}
            </a>
          ) : null}
          {performers.hasNextPage ? (
            <a rel="next" href={pageHref(page + 1)}>
              {t`Next page`}
            </a>
          ) : null}
        </nav>
      </noscript>
    </div>
  );
}
