export * from "./locale";
export * from "./routes";
export * from "./legacy-redirects";
