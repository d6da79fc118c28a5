export * from "./domain/performer.schema";
export * from "./domain/category.schema";
export * from "./domain/filter.schema";
export * from "./domain/configuration.schema";
export * from "./platform/endpoints";
