export * from "./message-text";
export * from "./chat-lane";
export * from "./chat-editor";
export * from "./chat-end";
export * from "./use-chat-session";
