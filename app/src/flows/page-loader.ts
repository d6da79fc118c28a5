import { useSyncExternalStore } from "react";

/** §4 the full-page loader the login turns on and off, as a tiny external store. */
export function createPageLoader() {
  let on = false;
  const listeners = new Set<() => void>();
  return {
    set(next: boolean) {
      if (next === on) return;
      on = next;
      listeners.forEach((listener) => listener());
    },
    get: () => on,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
export type PageLoader = ReturnType<typeof createPageLoader>;

export const usePageLoader = (loader: PageLoader) => useSyncExternalStore(loader.subscribe, loader.get, loader.get);
