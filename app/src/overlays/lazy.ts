import { lazy } from "react";

const overlays = () => import("./overlays");

export const LazyAuthDrawer = lazy(() => overlays().then((m) => ({ default: m.AuthDrawer })));
export const LazyAgeGateModal = lazy(() => overlays().then((m) => ({ default: m.AgeGateModal })));
export const LazyFilterDrawer = lazy(() => overlays().then((m) => ({ default: m.FilterDrawer })));
export const LazyMemberModals = lazy(() => overlays().then((m) => ({ default: m.MemberModals })));

// What needs the session's flows loads with them, beside the first page (ARCHITECTURE §6).
export const LazySiteModals = lazy(() => import("./site-overlays").then((m) => ({ default: m.SiteModals })));
export const LazySiteAuthDrawer = lazy(() => import("./site-overlays").then((m) => ({ default: m.SiteAuthDrawer })));
export const LazySiteEvents = lazy(() => import("./site-events").then((m) => ({ default: m.SiteEvents })));
