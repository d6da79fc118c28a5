import { Schema } from "effect";
import { ROUTE_NAMES } from "../routing/routes";

/** The modals the host shows, one at a time (§2.4, §4). */
export const ModalType = Schema.Literals([
  "login",
  "register",
  "forgotPassword",
  "resetPassword",
  "changeUsername",
  "emailVerification",
  "registrationConfirmation",
  "promo",
  "lander",
  "noCredits",
  "noCreditsForTip",
  "noCreditsForVip",
  "endVip",
  "deleteChat",
  /** Issue 28: the account is gone; said on the home page the logout leads to. */
  "accountDeleted",
]);
export type ModalType = typeof ModalType.Type;

export const ModalHostEvent = Schema.Union([
  Schema.Struct({ type: Schema.Literal("modal.open"), modal: ModalType }),
  Schema.Struct({ type: Schema.Literal("modal.close") }),
  /** The visitor went to another page: a modal closes, unless it tells of what led there (issue 28). */
  Schema.Struct({ type: Schema.Literal("modal.navigated") }),
  /** Closes `modal` if it is the one showing. */
  Schema.Struct({ type: Schema.Literal("modal.dismiss"), modal: ModalType }),
  /** §4 promo: offered with the route the visitor is on; opens once per session, on home, when there is an image. */
  Schema.Struct({ type: Schema.Literal("modal.promo.offer"), hasImage: Schema.Boolean, route: Schema.Literals(ROUTE_NAMES) }),
  /** §6 after an auto-login: unverified members get the lander popup. */
  Schema.Struct({ type: Schema.Literal("modal.lander.offer"), verified: Schema.Boolean }),
  /** §4 the member's VIP show started or ended (routing table): a modal over a VIP session leaves the page's scrolling. */
  Schema.Struct({ type: Schema.Literal("modal.vipSession"), active: Schema.Boolean }),
  /** The configuration's welcome credits (§2.4: a registration is confirmed only when there are some). */
  Schema.Struct({ type: Schema.Literal("modal.configure"), welcomeCredits: Schema.Number }),
  /** The session loaded a member (routing table): how the token came, whether the e-mail is verified. */
  Schema.Struct({
    type: Schema.Literal("modal.memberLoaded"),
    origin: Schema.NullOr(Schema.Literals(["restore", "login", "register", "token", "link"])),
    verified: Schema.Boolean,
  }),
]).pipe(Schema.toTaggedUnion("type"));
export type ModalHostEvent = typeof ModalHostEvent.Type;

/** What the modal host tells other flows (the routing table): a modal opened at a visitor's or a flow's asking. */
export type ModalHostEmitted = { readonly type: "modal.opened"; readonly modal: ModalType };

export interface ModalHostInput {
  /** The session-stored seenBanner flag (§3). */
  readonly promoSeen: boolean;
}
