export * from "./favourites.schema";
export * from "./favourites.machine";
export * from "./favourites.connect";
