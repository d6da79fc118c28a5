export * from "./grid.schema";
export * from "./grid.paging";
export * from "./grid.machine";
export * from "./grid.connect";
