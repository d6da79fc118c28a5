export * from "./filters.schema";
export * from "./models-tab";
export * from "./filters.selection";
export * from "./filters.query";
export * from "./filters.machine";
export * from "./filters.connect";
