export * from "./stream-player";
export * from "./stream-tabs";
export * from "./room-panels";
export * from "./camback-control";
