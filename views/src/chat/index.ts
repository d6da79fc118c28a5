export * from "./message-text";
