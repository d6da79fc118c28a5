export * from "./search.schema";
export * from "./search.text";
export * from "./search.machine";
export * from "./search.connect";
export * from "./search.submit";
