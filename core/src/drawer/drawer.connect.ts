import type { SnapshotFrom } from "xstate";
import type { DrawerCloseVia, DrawerEvent, DrawerSide } from "./drawer.schema";
import type { drawerMachine } from "./drawer.machine";

export type DrawerSnapshot = SnapshotFrom<typeof drawerMachine>;
export type DrawerStatus = "closed" | "open" | "closing";

/** What a drawer view binds to: render while `isMounted`, show the panel while `isVisible`. */
export function connectDrawer(snapshot: DrawerSnapshot, send: (event: DrawerEvent) => void) {
  const status = snapshot.value as DrawerStatus;
  return {
    status,
    side: snapshot.context.side as DrawerSide,
    /** The panel is shown (sliding in or fully open). */
    isVisible: status === "open",
    /** The panel is in the DOM: open, or still animating out. */
    isMounted: status !== "closed",
    isClosing: status === "closing",
    open: () => send({ type: "drawer.open" }),
    close: (via?: DrawerCloseVia) => send(via ? { type: "drawer.close", via } : { type: "drawer.close" }),
    toggle: () => send({ type: "drawer.toggle" }),
    /** Bind to the mask's click. */
    onMaskClick: () => send({ type: "drawer.close", via: "mask" }),
    /** Bind to the close button. */
    onCloseButton: () => send({ type: "drawer.close", via: "button" }),
  };
}
export type DrawerConnect = ReturnType<typeof connectDrawer>;
