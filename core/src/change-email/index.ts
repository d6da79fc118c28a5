export * from "./change-email.schema";
export * from "./change-email.machine";
export * from "./change-email.connect";
