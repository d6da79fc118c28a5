export * from "./markup";
export * from "./lane";
