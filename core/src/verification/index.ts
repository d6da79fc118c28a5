export * from "./verification.schema";
export * from "./verification.machine";
export * from "./verification.connect";
