export * from "./modal-host.schema";
export * from "./modal-host.machine";
export * from "./modal-host.connect";
