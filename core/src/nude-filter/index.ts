export * from "./nude-filter.schema";
export * from "./nude-filter.image";
export * from "./nude-filter.machine";
export * from "./nude-filter.connect";
