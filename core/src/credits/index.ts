export * from "./credits.schema";
export * from "./credits.machine";
export * from "./credits.connect";
