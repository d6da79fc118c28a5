import { useEffect } from "react";
import { useMachine, useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { connectDrawer, drawerMachine, type DrawerCloseVia, type DrawerSide } from "@camstage/core";

type DrawerActor = ActorRefFrom<typeof drawerMachine>;
export type DrawerClosedListener = (via: DrawerCloseVia | undefined) => void;

function bind(snapshot: Parameters<typeof connectDrawer>[0], send: DrawerActor["send"]) {
  const api = connectDrawer(snapshot, send);
  // Hidden while closing so React Aria plays the exit animation; the machine emits `closed` 200 ms later (§2.6).
  return { ...api, drawerProps: { isOpen: api.isVisible, onClose: (via: DrawerCloseVia) => api.close(via), side: api.side } };
}

/** Binds a drawer view to a drawer actor owned by the app's session; `drawerProps` spreads onto Drawer views. */
export function useDrawer(actorRef: DrawerActor, onClosed?: DrawerClosedListener) {
  const snapshot = useSelector(actorRef, (s) => s);
  useClosed(actorRef, onClosed);
  return bind(snapshot, actorRef.send);
}

/** A drawer with its own machine (stories, isolated widgets). */
export function useLocalDrawer(options: { side?: DrawerSide; onClosed?: DrawerClosedListener } = {}) {
  const [snapshot, send, actorRef] = useMachine(drawerMachine, { input: { side: options.side } });
  useClosed(actorRef, options.onClosed);
  return bind(snapshot, send);
}

function useClosed(actorRef: DrawerActor, onClosed: DrawerClosedListener | undefined) {
  useEffect(() => {
    if (!onClosed) return;
    const subscription = actorRef.on("drawer.closed", (event) => onClosed(event.via));
    return () => subscription.unsubscribe();
  }, [actorRef, onClosed]);
}
