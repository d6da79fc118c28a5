export * from "./markup";
export * from "./lane";
export * from "./chat-session.schema";
export * from "./chat-session.machine";
export * from "./chat-session.connect";
export * from "./chat-credits";
export * from "./camback";
