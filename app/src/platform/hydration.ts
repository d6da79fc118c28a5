import { useSyncExternalStore } from "react";

const unchanging = () => () => undefined;

/**
 * True on the server and while React hydrates the server's HTML; false from then on (and in a page React rendered
 * itself). What differs between a visitor's browser and the shared HTML (a member's parts, a deferred first render)
 * waits for false, so hydration matches the server's render.
 */
export const useHydrating = (): boolean =>
  useSyncExternalStore(
    unchanging,
    () => false,
    () => true,
  );
