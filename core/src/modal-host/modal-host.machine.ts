import { assign, emit, setup } from "xstate";
import type { RouteName } from "../routing/routes";
import type { ModalHostEmitted, ModalHostEvent, ModalHostInput, ModalType } from "./modal-host.schema";

/** Issue 28: the white-label's promo overlay is the home page's; a session that starts on a profile sees it on home. */
export const PROMO_ROUTE: RouteName = "index";

export interface ModalHostContext {
  readonly modal: ModalType | null;
  readonly promoSeen: boolean;
  readonly welcomeCredits: number;
  /** In a VIP show (§4): modals do not lock the page's scrolling. */
  readonly vipSession: boolean;
}

const inAuthModal = (modal: ModalType | null) => modal === "login" || modal === "register";
/** Modals that tell of what moved the visitor to another page, so that page's navigation leaves them open. */
const OUTLIVES_NAVIGATION: readonly ModalType[] = ["accountDeleted"];

/**
 * The modal host shows one modal, chosen by type; opening another replaces it. §4 promo: it opens once per
 * session, only with an image and only on home (issue 28); opening it or closing it sets seenBanner (`markPromoSeen`, session storage).
 * Offers (promo, lander) never push aside a modal the visitor is already in.
 * §4 "modal scrolling lock toggles on visibility change unless in a VIP session": the page's scroll lock follows the
 * modal's visibility (shown: locked, hidden: released), except during the member's VIP show, where a modal (End VIP,
 * no credits for a tip) leaves the page scrolling as it was — the show and its lane stay in reach.
 */
export const modalHostMachine = setup({
  types: { context: {} as ModalHostContext, events: {} as ModalHostEvent, input: {} as ModalHostInput | undefined, emitted: {} as ModalHostEmitted },
  guards: {
    promoWanted: ({ context, event }) => event.type === "modal.promo.offer" && event.hasImage && event.route === PROMO_ROUTE && !context.promoSeen,
    unverified: ({ event }) => event.type === "modal.lander.offer" && !event.verified,
    closingPromo: ({ context }) => context.modal === "promo",
    outlivesNavigation: ({ context }) => context.modal !== null && OUTLIVES_NAVIGATION.includes(context.modal),
    showing: ({ context, event }) => event.type === "modal.dismiss" && context.modal === event.modal,
    // §2.4 a registration with welcome credits is confirmed; a login or registration closes its dialog.
    confirmRegistration: ({ context, event }) => event.type === "modal.memberLoaded" && event.origin === "register" && context.welcomeCredits > 0,
    closeAuthModal: ({ context, event }) => event.type === "modal.memberLoaded" && inAuthModal(context.modal),
    // §2.1/§6 an action=login link: an unverified member is offered the lander, unless a modal is open.
    landerFromLink: ({ context, event }) => event.type === "modal.memberLoaded" && event.origin === "link" && !event.verified && context.modal === null,
  },
  actions: {
    markPromoSeen: () => {},
    configure: assign({ welcomeCredits: ({ context, event }) => (event.type === "modal.configure" && Number.isFinite(event.welcomeCredits) ? event.welcomeCredits : context.welcomeCredits) }),
    confirm: assign({ modal: () => "registrationConfirmation" as const }),
    show: assign({ modal: ({ context, event }) => (event.type === "modal.open" ? event.modal : context.modal) }),
    // A modal with a flow of its own starts it afresh (the routing table: the change-username form, §2.6).
    announceOpened: emit(({ context }) => ({ type: "modal.opened" as const, modal: context.modal! })),
    showPromo: assign({ modal: () => "promo" as const, promoSeen: () => true }),
    showLander: assign({ modal: () => "lander" as const }),
    hide: assign({ modal: () => null }),
    vipSession: assign({ vipSession: ({ context, event }) => (event.type === "modal.vipSession" ? event.active : context.vipSession) }),
  },
}).createMachine({
  id: "modalHost",
  context: ({ input }) => ({ modal: null, promoSeen: input?.promoSeen ?? false, welcomeCredits: 0, vipSession: false }),
  initial: "closed",
  on: {
    "modal.open": { target: ".open", actions: ["show", "announceOpened"] },
    "modal.configure": { actions: "configure" },
    "modal.vipSession": { actions: "vipSession" },
    "modal.memberLoaded": [
      { guard: "confirmRegistration", target: ".open", actions: "confirm" },
      { guard: "closeAuthModal", target: ".closed", actions: "hide" },
      { guard: "landerFromLink", target: ".open", actions: "showLander" },
    ],
  },
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
        "modal.navigated": [
          { guard: "outlivesNavigation" },
          { guard: "closingPromo", target: "closed", actions: ["hide", "markPromoSeen"] },
          { target: "closed", actions: "hide" },
        ],
        // A modal whose reason is gone (§4 stop VIP hides the End VIP modal) closes; another modal stays.
        "modal.dismiss": { guard: "showing", target: "closed", actions: "hide" },
      },
    },
  },
});
export type ModalHostMachine = typeof modalHostMachine;
