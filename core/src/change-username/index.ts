export * from "./change-username.schema";
export * from "./change-username.machine";
export * from "./change-username.connect";
