import type { DrawerCloseVia, DrawerConnect } from "@camstage/core";

/** Binds a drawer view to a drawer flow (its `connect` result); `drawerProps` spreads onto Drawer views. */
export function useDrawer(api: DrawerConnect) {
  // Hidden while closing so React Aria plays the exit animation; the machine emits `closed` 200 ms later (§2.6).
  return { ...api, drawerProps: { isOpen: api.isVisible, onClose: (via: DrawerCloseVia) => api.close(via), side: api.side } };
}
