import { expect } from "vitest";
import { describeModel } from "../testing/model-test";
import { connectDrawer, type DrawerSnapshot } from "./drawer.connect";
import { drawerMachine } from "./drawer.machine";

describeModel("drawer", {
  machine: drawerMachine,
  input: { side: "left" },
  samples: {
    "drawer.open": [{ type: "drawer.open" }],
    "drawer.toggle": [{ type: "drawer.toggle" }],
    "drawer.close": [{ type: "drawer.close", via: "mask" }, { type: "drawer.close", via: "button" }],
  },
  expose: (snapshot) => connectDrawer(snapshot as DrawerSnapshot, () => {}),
  states: {
    closed: (view) => expect(view).toMatchObject({ isMounted: false, isVisible: false, isClosing: false, side: "left" }),
    open: (view) => expect(view).toMatchObject({ isMounted: true, isVisible: true, isClosing: false }),
    // Animating out: still in the DOM, no longer shown.
    closing: (view) => expect(view).toMatchObject({ isMounted: true, isVisible: false, isClosing: true }),
  },
});
