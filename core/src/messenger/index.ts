export * from "./date-labels";
export * from "./conversation-lane";
export * from "./inbox-list";
export * from "./popups";
