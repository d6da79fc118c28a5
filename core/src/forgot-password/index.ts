export * from "./forgot-password.schema";
export * from "./forgot-password.machine";
export * from "./forgot-password.connect";
