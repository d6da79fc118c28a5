export * from "./reset-password.schema";
export * from "./reset-password.machine";
export * from "./reset-password.connect";
