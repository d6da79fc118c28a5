import { assign, setup } from "xstate";
import type { ModalHostEvent, ModalHostInput, ModalType } from "./modal-host.schema";

export interface ModalHostContext {
  readonly modal: ModalType | null;
  readonly promoSeen: boolean;
}

/**
 * The modal host shows one modal, chosen by type; opening another replaces it. §4 promo: it opens once per
 * session and only with an image; opening it or closing it sets seenBanner (`markPromoSeen`, session storage).
 * Offers (promo, lander) never push aside a modal the visitor is already in.
 */
export const modalHostMachine = setup({
  types: { context: {} as ModalHostContext, events: {} as ModalHostEvent, input: {} as ModalHostInput | undefined },
  guards: {
    promoWanted: ({ context, event }) => event.type === "modal.promo.offer" && event.hasImage && !context.promoSeen,
    unverified: ({ event }) => event.type === "modal.lander.offer" && !event.verified,
    closingPromo: ({ context }) => context.modal === "promo",
  },
  actions: {
    markPromoSeen: () => {},
    show: assign({ modal: ({ context, event }) => (event.type === "modal.open" ? event.modal : context.modal) }),
    showPromo: assign({ modal: () => "promo" as const, promoSeen: () => true }),
    showLander: assign({ modal: () => "lander" as const }),
    hide: assign({ modal: () => null }),
  },
}).createMachine({
  id: "modalHost",
  context: ({ input }) => ({ modal: null, promoSeen: input?.promoSeen ?? false }),
  initial: "closed",
  on: { "modal.open": { target: ".open", actions: "show" } },
  states: {
    closed: {
      on: {
        "modal.promo.offer": { guard: "promoWanted", target: "open", actions: ["showPromo", "markPromoSeen"] },
        "modal.lander.offer": { guard: "unverified", target: "open", actions: "showLander" },
      },
    },
    open: {
      on: {
        "modal.close": [
          { guard: "closingPromo", target: "closed", actions: ["hide", "markPromoSeen"] },
          { target: "closed", actions: "hide" },
        ],
      },
    },
  },
});
export type ModalHostMachine = typeof modalHostMachine;
