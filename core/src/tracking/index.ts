export * from "./tracking.machine";
export * from "./tracking.rules";
export * from "./tracking.schema";
