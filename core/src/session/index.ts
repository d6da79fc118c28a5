export * from "./session.schema";
export * from "./session.machine";
export * from "./session.connect";
