import { useEffect } from "react";
import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { connectDrawer, type drawerMachine, type DrawerCloseVia } from "@camstage/core";

type DrawerActor = ActorRefFrom<typeof drawerMachine>;
export type DrawerClosedListener = (via: DrawerCloseVia | undefined) => void;

/** Binds a drawer view to a drawer actor owned by the app's session; `drawerProps` spreads onto Drawer views. */
export function useDrawer(actorRef: DrawerActor, onClosed?: DrawerClosedListener) {
  const snapshot = useSelector(actorRef, (s) => s);
  useClosed(actorRef, onClosed);
  const api = connectDrawer(snapshot, actorRef.send);
  // Hidden while closing so React Aria plays the exit animation; the machine emits `closed` 200 ms later (§2.6).
  return { ...api, drawerProps: { isOpen: api.isVisible, onClose: (via: DrawerCloseVia) => api.close(via), side: api.side } };
}

function useClosed(actorRef: DrawerActor, onClosed: DrawerClosedListener | undefined) {
  useEffect(() => {
    if (!onClosed) return;
    const subscription = actorRef.on("drawer.closed", (event) => onClosed(event.via));
    return () => subscription.unsubscribe();
  }, [actorRef, onClosed]);
}
