import { lazy } from "react";

const overlays = () => import("./overlays");

export const LazyAuthDrawer = lazy(() => overlays().then((m) => ({ default: m.AuthDrawer })));
export const LazyAgeGateModal = lazy(() => overlays().then((m) => ({ default: m.AgeGateModal })));
export const LazyFilterDrawer = lazy(() => overlays().then((m) => ({ default: m.FilterDrawer })));
export const LazyMemberModals = lazy(() => overlays().then((m) => ({ default: m.MemberModals })));

const payments = () => import("./payment-overlays");

export const LazyWalletOverlay = lazy(() => payments().then((m) => ({ default: m.WalletOverlay })));
export const LazyDialInOverlay = lazy(() => payments().then((m) => ({ default: m.DialInOverlay })));

// §2.6 the messenger's pop-ups and flows: a member's, with the messenger feature.
export const LazyMessengerHost = lazy(() => import("./messenger-host").then((m) => ({ default: m.MessengerHost })));

export const LazyQaPanel = lazy(() => import("./qa-panel-host").then((m) => ({ default: m.QaPanelHost })));

// The member controls (with the member menu) are a member's: guests never load them.
export const LazyMemberSlot = lazy(() => import("./member-slot").then((m) => ({ default: m.MemberSlot })));

// What needs the session's flows loads with them, beside the first page (ARCHITECTURE §6).
export const LazySiteModals = lazy(() => import("./site-overlays").then((m) => ({ default: m.SiteModals })));
export const LazySiteAuthDrawer = lazy(() => import("./site-overlays").then((m) => ({ default: m.SiteAuthDrawer })));
export const LazySiteEvents = lazy(() => import("./site-events").then((m) => ({ default: m.SiteEvents })));
export const LazySiteFooter = lazy(() => import("./site-footer").then((m) => ({ default: m.SiteFooter })));
export const LazyPhoneConnectedBadge = lazy(() => import("@camstage/views").then((m) => ({ default: m.PhoneConnectedBadge })));
export const LazyGridSeo = lazy(() => import("./grid-seo").then((m) => ({ default: m.GridSeo })));
