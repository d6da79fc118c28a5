export * from "./query-env";
export * from "./configuration";
export * from "./categories";
export * from "./performers";
export * from "./profile";
export * from "./promos";
export * from "./geo";
