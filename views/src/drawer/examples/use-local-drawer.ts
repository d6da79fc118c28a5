import { useActorRef } from "@xstate/react";
import { drawerMachine, type DrawerSide } from "@camstage/core";
import { useDrawer, type DrawerClosedListener } from "../use-drawer";

/** A drawer on its own machine, for stories and tests; the site's drawers are actors of the app's session. */
export function useLocalDrawer(options: { side?: DrawerSide; onClosed?: DrawerClosedListener } = {}) {
  return useDrawer(useActorRef(drawerMachine, { input: { side: options.side } }), options.onClosed);
}
