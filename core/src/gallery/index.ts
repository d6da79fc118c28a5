export * from "./gallery.schema";
export * from "./gallery.slides";
export * from "./gallery.machine";
export * from "./gallery.connect";
