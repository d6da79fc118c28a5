import type { FavouritesConnect } from "@camstage/core";
import type { FavouriteToggle } from "./favourite-button";

/** The favourite heart of every card in a grid: PerformerGrid's `favourite` prop. */
export type GridFavourites = {
  isFavourite: (performerId: number) => boolean;
  isPending: (performerId: number) => boolean;
  isLocked: boolean;
  onToggle: (performerId: number) => void;
};

/**
 * Binds the hearts to the favourites flow (its `connect` result, `useFlow("favourites", connectFavourites)` in the
 * app). `toggleFor(id)` spreads onto a FavouriteButton (or ProfileView's `favourite`), `gridFavourites` onto
 * PerformerGrid's `favourite`.
 */
export function useFavourites(api: FavouritesConnect) {
  const toggleFor = (performerId: number): FavouriteToggle => ({
    isFavourite: api.isFavourite(performerId),
    isPending: api.isPending(performerId),
    isLocked: api.isLocked,
    onToggle: () => api.toggle(performerId),
  });
  return { ...api, toggleFor, gridFavourites: gridFavouritesOf(api) };
}

/** The grid's hearts from the favourites flow's `connect` result. */
export const gridFavouritesOf = (api: FavouritesConnect): GridFavourites => ({
  isFavourite: api.isFavourite,
  isPending: api.isPending,
  isLocked: api.isLocked,
  onToggle: api.toggle,
});
