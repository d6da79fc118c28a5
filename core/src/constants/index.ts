export * from "./constants";
export * from "./tips";
export * from "./credits";
