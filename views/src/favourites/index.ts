export { FavouriteButton } from "./favourite-button";
export type { FavouriteButtonProps, FavouriteToggle } from "./favourite-button";
export { FavouritesEmpty } from "./favourites-empty";
export type { FavouritesEmptyProps } from "./favourites-empty";
export { gridFavouritesOf, useFavourites } from "./use-favourites";
export type { GridFavourites } from "./use-favourites";
export { FavouriteWarning, useFavouriteWarning } from "./favourite-warning";
export type { FavouriteWarningProps, FavouriteWarnings } from "./favourite-warning";
