export * from "./event-log.schema";
export * from "./event-log";
export * from "./flow-system";
export * from "./effect-events";
export * from "./redact";
