export * from "./scenario";
export * from "./payment.scenarios";
