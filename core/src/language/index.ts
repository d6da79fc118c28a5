export * from "./language.schema";
export * from "./language.locale";
export * from "./language.machine";
export * from "./language.connect";
