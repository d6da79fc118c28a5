export * from "./date-labels";
export * from "./conversation-lane";
export * from "./inbox-list";
export * from "./popups";
export * from "./inbox.machine";
export * from "./conversations.machine";
export * from "./messenger.connect";
export * from "./conversations.context";
