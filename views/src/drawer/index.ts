export { Drawer } from "./drawer";
export type { DrawerProps, DrawerCloseVia } from "./drawer";
export { AuthDrawer } from "./auth-drawer";
export type { AuthDrawerProps, AuthDrawerNavItem } from "./auth-drawer";
export { useDrawer } from "./use-drawer";
