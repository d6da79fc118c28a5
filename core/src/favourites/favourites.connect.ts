import type { SnapshotFrom } from "xstate";
import type { FavouritesEvent } from "./favourites.schema";
import type { favouritesMachine } from "./favourites.machine";

export type FavouritesSnapshot = SnapshotFrom<typeof favouritesMachine>;

export function connectFavourites(snapshot: FavouritesSnapshot, send: (event: FavouritesEvent) => void) {
  const { performerIds, pending } = snapshot.context;
  return {
    performerIds,
    count: performerIds.length,
    /** While a toggle is pending every heart is locked (§4). */
    isLocked: snapshot.value === "toggling",
    isFavourite: (performerId: number) => performerIds.includes(performerId),
    isPending: (performerId: number) => pending?.performerId === performerId,
    toggle: (performerId: number) => send({ type: "favourites.toggle", performerId }),
  };
}
export type FavouritesConnect = ReturnType<typeof connectFavourites>;
