export * from "./scenario";
