export * from "./constants";
export * from "./credits";
