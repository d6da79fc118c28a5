import { useMemo } from "react";
import { useQueries } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { connectFavourites, listItemOfProfile, performerPath, statusFromOnlineStatus, type PerformerListItem } from "@camstage/core";
import { FavouritesEmpty, PerformerGrid, useFavourites } from "@camstage/views";
import { useFlow } from "../flows/use-flow";
import { useQueryEnv, useSitePath } from "../site/site-hooks";
import { profileQuery } from "../queries";
import { usePageMeta } from "../theme/page-meta";
import styles from "./grid/grid-page.module.css";

/**
 * §2.1 /favourites (members only; the guard sends guests home): the member's favourite performers as a
 * grid, loaded by id. Removing a heart takes the card away once the favourites flow has it.
 */
export function FavouritesPage() {
  const { t } = useLingui();
  const env = useQueryEnv();
  const sitePath = useSitePath();
  const favourites = useFavourites(useFlow("favourites", connectFavourites));
  usePageMeta(t`My favourites`);

  const profiles = useQueries({ queries: favourites.performerIds.map((id) => profileQuery(env, String(id))) });
  const items = useMemo(
    () => profiles.flatMap((query) => (query.data ? [listItemOfProfile(query.data)] : [])) satisfies PerformerListItem[],
    [profiles],
  );
  const loading = profiles.some((query) => query.isPending);
  const failed = profiles.some((query) => query.isError);

  return (
    <div className={styles.content}>
      <h1 className={styles.heading}>{t`My favourites`}</h1>
      {favourites.count === 0 ? (
        <FavouritesEmpty allModelsHref={sitePath("/")} />
      ) : (
        <PerformerGrid
          items={items}
          performerHref={(performer) => sitePath(performerPath(performer.username, statusFromOnlineStatus(performer.onlineStatus)))}
          now={Date.now()}
          nudeFilter={env.session.noNude}
          hasMore={false}
          loading={loading}
          error={failed}
          onLoadMore={() => undefined}
          onRetry={() => profiles.forEach((query) => query.isError && void query.refetch())}
          label={t`My favourites`}
          skeletonCount={Math.max(0, favourites.count - items.length)}
          favourite={favourites.gridFavourites}
        />
      )}
    </div>
  );
}
