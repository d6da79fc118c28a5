import { lazy } from "react";

// The member controls (with the member menu) are a member's: guests never load them.
export const LazyMemberSlot = lazy(() => import("./member-slot").then((m) => ({ default: m.MemberSlot })));

// What needs the session's flows loads with them, beside the first page (ARCHITECTURE §6).
export const LazySiteFooter = lazy(() => import("./site-footer").then((m) => ({ default: m.SiteFooter })));
export const LazyPhoneConnectedBadge = lazy(() => import("@camstage/views").then((m) => ({ default: m.PhoneConnectedBadge })));
export const LazyGridSeo = lazy(() => import("./grid-seo").then((m) => ({ default: m.GridSeo })));
