export * from "./drawer.schema";
export * from "./drawer.machine";
export * from "./drawer.connect";
