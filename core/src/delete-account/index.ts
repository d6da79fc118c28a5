export * from "./delete-account.schema";
export * from "./delete-account.machine";
export * from "./delete-account.connect";
