export * from "./vip-panel";
export * from "./vip-room-badge";
export * from "./end-vip-modal";
