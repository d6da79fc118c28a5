export * from "./connection.schema";
export * from "./connection.machine";
export * from "./connection.connect";
