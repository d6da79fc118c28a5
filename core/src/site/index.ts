export * from "./site-ports";
export * from "./site-flows";
export * from "./site-routes";
export * from "./query-actions";
