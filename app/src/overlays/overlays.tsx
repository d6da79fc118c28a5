/**
 * Overlays that only show after an interaction (or a query flag): loaded on demand so the first page ships
 * without their dialog code (ARCHITECTURE §6 home route budget).
 */
export { AgeGateModal, AuthDrawer, FilterDrawer } from "@camstage/views";
export { MemberModals } from "./member-modals";
