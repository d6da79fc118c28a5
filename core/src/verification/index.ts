export * from "./verification.schema";
export * from "./verification.machine";
export * from "./verification.connect";
export * from "./verification.return";
