export * from "./date-labels";
export * from "./conversation-lane";
export * from "./inbox-list";
export * from "./popups";
export * from "./inbox.machine";
export * from "./chats.machine";
export * from "./messenger.connect";
export * from "./chats.context";
