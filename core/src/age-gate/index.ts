export * from "./age-gate.schema";
export * from "./age-gate.query";
export * from "./age-gate.machine";
export * from "./age-gate.connect";
