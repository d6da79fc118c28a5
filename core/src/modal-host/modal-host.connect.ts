import type { SnapshotFrom } from "xstate";
import type { RouteName } from "../routing/routes";
import type { ModalHostEvent, ModalType } from "./modal-host.schema";
import type { modalHostMachine } from "./modal-host.machine";

export type ModalHostSnapshot = SnapshotFrom<typeof modalHostMachine>;

export function connectModalHost(snapshot: ModalHostSnapshot, send: (event: ModalHostEvent) => void) {
  const { modal, vipSession } = snapshot.context;
  return {
    /** The one modal to render, or null. */
    modal,
    isOpen: modal !== null,
    /** §4 whether a modal, while it shows, locks the page's scrolling: yes, unless in a VIP session. */
    locksPage: !vipSession,
    isShowing: (type: ModalType) => modal === type,
    open: (type: ModalType) => send({ type: "modal.open", modal: type }),
    close: () => send({ type: "modal.close" }),
    offerPromo: (hasImage: boolean, route: RouteName) => send({ type: "modal.promo.offer", hasImage, route }),
    offerLander: (verified: boolean) => send({ type: "modal.lander.offer", verified }),
  };
}
export type ModalHostConnect = ReturnType<typeof connectModalHost>;
