export * from "./scenario";
export * from "./payment.scenarios";
export * from "./chat.scenarios";
