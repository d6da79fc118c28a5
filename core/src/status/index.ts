export * from "./performer-status";
export * from "./performer-badges";
