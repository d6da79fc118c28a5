import { useEffect } from "react";
import { useActorRef } from "@xstate/react";
import { connectDrawer, drawerMachine, type DrawerCloseVia, type DrawerSide } from "@camstage/core";
import { useActorConnect } from "../../examples/use-actor-connect";
import { useDrawer } from "../use-drawer";

export type DrawerClosedListener = (via: DrawerCloseVia | undefined) => void;

/**
 * A drawer on its own machine, for stories and tests; the site's drawers are flows of the app's session.
 * `onClosed` hears the machine's `drawer.closed` (emitted once the exit animation is over, §2.6).
 */
export function useLocalDrawer(options: { side?: DrawerSide; onClosed?: DrawerClosedListener } = {}) {
  const actor = useActorRef(drawerMachine, { input: { side: options.side } });
  const { onClosed } = options;
  useEffect(() => {
    if (!onClosed) return;
    const subscription = actor.on("drawer.closed", (event) => onClosed(event.via));
    return () => subscription.unsubscribe();
  }, [actor, onClosed]);
  return useDrawer(useActorConnect(actor, connectDrawer));
}
