import { Schema } from "effect";

export const FavouritesEvent = Schema.Union([
  /** The member's favourites, as loaded after login (§4 login). */
  Schema.Struct({ type: Schema.Literal("favourites.loaded"), performerIds: Schema.Array(Schema.Number) }),
  Schema.Struct({ type: Schema.Literal("favourites.toggle"), performerId: Schema.Number }),
  Schema.Struct({ type: Schema.Literal("favourites.clear") }),
  /** Another tab or the §4 member socket (favourite-add / favourite-remove) changed a favourite: no call. */
  Schema.Struct({ type: Schema.Literal("favourites.remote"), performerId: Schema.Number, favourite: Schema.Boolean }),
]).pipe(Schema.toTaggedUnion("type"));
export type FavouritesEvent = typeof FavouritesEvent.Type;

/** What the favourite call is asked: POST /favourite to add, DELETE /favourite to remove (§7). */
export const FavouriteChange = Schema.Struct({ performerId: Schema.Number, add: Schema.Boolean });
export type FavouriteChange = typeof FavouriteChange.Type;

/**
 * `favourites.warning`: a toggle failed or timed out, the view shows a warning only (§8). `favourites.signUpWanted`: a
 * guest pressed a heart; the routing table opens the sign-up (issue 28), from which a member logs in.
 */
export type FavouritesEmitted = { type: "favourites.warning"; change: FavouriteChange } | { type: "favourites.signUpWanted"; performerId: number };

export const withFavourite = (ids: readonly number[], id: number): readonly number[] => (ids.includes(id) ? ids : [...ids, id]);
export const withoutFavourite = (ids: readonly number[], id: number): readonly number[] => ids.filter((x) => x !== id);
