export * from "./tips-panel";
export * from "./goal-bar";
export * from "./toy-status";
