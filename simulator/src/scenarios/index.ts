export * from "./scenario";
export * from "./payment.scenarios";
export * from "./chat.scenarios";
export * from "./show.scenarios";
