export * from "./chat";
export * from "./stream";
export * from "./tips";
export * from "./vip";
