export * from "./room-tab.machine";
export * from "./tips.schema";
export * from "./tips.machine";
export * from "./vip.schema";
export * from "./vip.machine";
export * from "./room.connect";
