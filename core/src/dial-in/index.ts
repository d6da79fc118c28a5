export * from "./dial-in.schema";
export * from "./dial-in.context";
export * from "./dial-in.machine";
export * from "./dial-in.connect";
export * from "./dial-in.badge";
