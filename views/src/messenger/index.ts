export * from "./inbox-panel";
export * from "./delete-chat-modal";
export * from "./conversation-lane";
export * from "./message-editor";
export * from "./chat-popup";
export * from "./messenger-layout";
export * from "./avatar";
export * from "./messenger-texts";
