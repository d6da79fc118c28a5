export * from "./performer-status";
