export * from "./stream-player";
