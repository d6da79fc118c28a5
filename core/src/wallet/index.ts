export * from "./wallet.schema";
export * from "./wallet.analytics";
export * from "./wallet.context";
export * from "./wallet.machine";
export * from "./wallet.connect";
