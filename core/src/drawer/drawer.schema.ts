import { Schema } from "effect";

/** §2.6 drawers slide in from the left or the right. */
export const DrawerSide = Schema.Literals(["left", "right"]);
export type DrawerSide = typeof DrawerSide.Type;

/** How a drawer was asked to close (§2.6: mask click or close button; Escape for keyboard users). */
export const DrawerCloseVia = Schema.Literals(["mask", "button", "escape"]);
export type DrawerCloseVia = typeof DrawerCloseVia.Type;

export const DrawerEvent = Schema.Union([
  Schema.Struct({ type: Schema.Literal("drawer.open") }),
  Schema.Struct({ type: Schema.Literal("drawer.close"), via: Schema.optional(DrawerCloseVia) }),
  Schema.Struct({ type: Schema.Literal("drawer.toggle") }),
]).pipe(Schema.toTaggedUnion("type"));
export type DrawerEvent = typeof DrawerEvent.Type;

/** Emitted once the drawer has finished hiding. */
export type DrawerEmitted = { type: "drawer.closed"; via: DrawerCloseVia | undefined };
