import type { FlowEvent } from "../events/event-log.schema";
import type { Delivery, FlowEmitted, FlowInputEvent, FlowName, RouteTable } from "../events/flow-registry";
import type { MemberSocketEvent } from "../realtime/member-socket.schema";
import type { ChatSocketEvent, ChatSocketEventType } from "../realtime/chat-socket.schema";
import { VIP_CREDITS_PER_MINUTE } from "../constants";
import type { PlatformReachEvent } from "../connection/connection.schema";
import type { SiteFlows } from "./site-flows";
import type { QueryActionIntent } from "./query-actions";

type SiteFlow = FlowName<SiteFlows>;
/** An event the flow's machine takes: a delivery of anything else does not compile (site-routes.types.test.ts). */
type EventOf<F extends SiteFlow> = FlowInputEvent<SiteFlows, F>;
/** The one place a typed event becomes the log's plain `FlowEvent`. */
const delivery = (flow: SiteFlow, event: { readonly type: string }, start?: "start"): Delivery =>
  start === undefined ? [flow, event as FlowEvent] : [flow, event as FlowEvent, start];
export const to = <F extends SiteFlow>(flow: F, event: EventOf<F>): Delivery => delivery(flow, event);
/** A delivery that loads and starts the flow when it has not started yet (it would drop the event otherwise). */
const starting = <F extends SiteFlow>(flow: F, event: EventOf<F>): Delivery => delivery(flow, event, "start");

type EventOfType<F extends SiteFlow, T extends string> = Extract<EventOf<F>, { readonly type: T }>;
type Fields<E> = Omit<E, "type">;

/**
 * What the app tells the site's flows besides the sockets' events, each one input that core's table below routes (issue
 * 29: no hand-off lives in an app effect). Where it comes from: the location's query, the saved auth cookie, the
 * configuration in the cache, the cached IVR session, the payment window, the router.
 */
export type SiteAppInput =
  // §2.1/§4 the location's query flags (splash): the nude filter and the age gate read them.
  | ({ readonly type: "site.searchRead" } & Fields<EventOfType<"nudeFilter", "nudeFilter.apply">> & { readonly verified: boolean })
  // §9 the auth persisted for 30 days: the session takes over the token the first requests carried.
  | ({ readonly type: "site.authRestored" } & Fields<EventOfType<"session", "session.restore">>)
  // §2.4 the configuration's welcome credits, as soon as it is in the cache and whenever it changes.
  | ({ readonly type: "site.welcomeCredits" } & Fields<EventOfType<"modalHost", "modal.configure">>)
  // §4 a cached IVR session when the site starts: a call in progress shows as active again.
  | ({ readonly type: "site.ivrCached" } & Fields<EventOfType<"dialIn", "dialIn.mount">>)
  // §4 the payment provider's window closed, or could not open.
  | { readonly type: "site.payWindowClosed" }
  | { readonly type: "site.payWindowBlocked" }
  // §3 tracking: a route the visitor reached, and the page closing.
  | ({ readonly type: "site.routed" } & Fields<EventOfType<"tracking", "tracking.route">>)
  | { readonly type: "site.closing" }
  // §2.3/§5 a grid page's URL: its filters, category and tab (the filters flow skips one equal to its state).
  | ({ readonly type: "site.gridRouted" } & Fields<EventOfType<"filters", "filters.replace">>)
  // §2.6/§4 the member's messenger is on the page (a member, with the messenger turned on): the list opens and the
  // conversations start, with the pop-ups kept for the member and the window's width; then the width as it changes.
  | ({ readonly type: "site.messengerShown" } & Fields<EventOfType<"chats", "chats.start">>)
  | ({ readonly type: "site.viewportChanged" } & Fields<EventOfType<"chats", "chats.viewport">>)
  // §2.6 the messenger page shows a conversation (which reads it), and leaves it.
  | ({ readonly type: "site.conversationShown" } & Omit<Fields<EventOfType<"chats", "chats.open">>, "popup">)
  | ({ readonly type: "site.conversationLeft" } & Fields<EventOfType<"chats", "chats.leave">>)
  // §4 the live room's page: entered (the room opens on its chat tab and the chat joins), closed, or left.
  | ({ readonly type: "site.roomEntered" } & Omit<Fields<EventOfType<"chatSession", "chat.start">>, "nickname">)
  | { readonly type: "site.roomClosing" }
  | { readonly type: "site.roomLeft" }
  // The visitor moved to another page (not the same page in another language): a modal stays behind.
  | { readonly type: "site.navigated" }
  // §2.1 a query action on load (with what its flows need: the visitor's fingerprint, the clock, the current token).
  | {
      readonly type: "site.queryAction";
      readonly action: QueryActionIntent;
      readonly fingerprint: string;
      readonly now: number;
      readonly loginToken: string | null;
    };

/** The outside inputs the site's flows hear: the sockets' decoded events, the platform's reach and the app's inputs. */
export type SiteInput = MemberSocketEvent | ChatSocketEvent | PlatformReachEvent | SiteAppInput;
type Routes<E extends { readonly type: string }> = { readonly [T in E["type"]]?: (event: Extract<E, { readonly type: T }>) => readonly Delivery[] };
/** Each flow's emitted events, each routed with its own type. */
type EmittedRoutes = { readonly [F in SiteFlow]?: Routes<FlowEmitted<SiteFlows, F> & { readonly type: string }> };
/** The typed table is the flow system's `RouteTable`: the system looks routes up by the event's own type. */
const routeTable = (inputs: Routes<SiteInput>, emitted: EmittedRoutes): RouteTable => ({ inputs, emitted }) as unknown as RouteTable;

const chatSession = (event: ChatSocketEvent) => to("chatSession", event);
/**
 * §4 every chat event (and the chat socket's drop and reconnect) is the chat session's; the toy, the tip goal and menu
 * are the tips' too, and VIP and kicks are VIP's (§4). One entry per event of the chat socket's schema: the compiler
 * asks for each (a new event in the schema does not compile until it is routed here), so no list is kept by hand.
 */
const CHAT_INPUTS: { readonly [T in ChatSocketEventType]: (event: Extract<ChatSocketEvent, { readonly type: T }>) => readonly Delivery[] } = {
  "socket.chat.connected": (event) => [chatSession(event)],
  "socket.chat.disconnected": (event) => [chatSession(event)],
  "socket.chat.reconnected": (event) => [chatSession(event)],
  "socket.chat.keepAlive": (event) => [chatSession(event)],
  "socket.chat.hostDisconnected": (event) => [chatSession(event)],
  "socket.chat.memberDisconnected": (event) => [chatSession(event)],
  "socket.chat.switched": (event) => [chatSession(event)],
  "socket.chat.message": (event) => [chatSession(event)],
  "socket.chat.tip": (event) => [chatSession(event)],
  "socket.chat.stopped": (event) => [chatSession(event)],
  "socket.chat.playerError": (event) => [chatSession(event)],
  "socket.chat.media": (event) => [chatSession(event)],
  "socket.chat.roomClosed": (event) => [chatSession(event)],
  "socket.chat.cambackStop": (event) => [chatSession(event)],
  "socket.chat.cambackStopped": (event) => [chatSession(event)],
  "socket.chat.cybertoy": (event) => [chatSession(event), to("tips", event)],
  "socket.chat.toyTip": (event) => [chatSession(event), to("tips", event)],
  "socket.chat.goal": (event) => [chatSession(event), to("tips", event)],
  "socket.chat.menu": (event) => [chatSession(event), to("tips", event)],
  "socket.chat.vipAccepted": (event) => [chatSession(event), to("vip", event)],
  "socket.chat.vipDeclined": (event) => [chatSession(event), to("vip", event)],
  "socket.chat.vipStopped": (event) => [chatSession(event), to("vip", event)],
  "socket.chat.vipDisconnected": (event) => [chatSession(event), to("vip", event)],
  "socket.chat.kicked": (event) => [chatSession(event), to("vip", event)],
};

/** §2.1 what each query action asks of the flows. */
const queryActionRoute = ({ action, fingerprint, now, loginToken }: Extract<SiteAppInput, { type: "site.queryAction" }>): readonly Delivery[] => {
  switch (action.kind) {
    case "login":
      // §2.1 auto-login, then home; the modal host offers the lander once the member is known to be unverified.
      return [to("session", { type: "session.token", token: action.token, link: true }), to("modalHost", { type: "modal.close" })];
    case "openLogin":
      return [to("modalHost", { type: "modal.open", modal: "login" })];
    case "register":
      return [to("modalHost", { type: "modal.open", modal: "register" })];
    case "validate":
      return [
        starting("verification", { type: "verification.start", key: action.key, fingerprint, now }),
        to("modalHost", { type: "modal.open", modal: "emailVerification" }),
      ];
    case "resetPassword":
      return [
        starting("resetPassword", {
          type: "resetPassword.start", presentation: "modal", link: { token: action.token, password: action.password }, loginToken, username: null,
        }),
        to("modalHost", { type: "modal.open", modal: "resetPassword" }),
      ];
  }
};

/** §4 a reset dial-in: its cached IVR data cleared, its drawer and call back to the start. */
const resetDialIn = to("dialIn", { type: "dialIn.reset" });
const closeModal = to("modalHost", { type: "modal.close" });

/**
 * ARCHITECTURE §3 who tells whom, as data: the member socket's events (§4 socket events (member)) and what each flow
 * emits, mapped to the events other flows hear. The flow system runs this table; the app only delivers the socket's
 * decoded events (`system.input`).
 */
export const siteRoutes: RouteTable = routeTable(
  {
    // The balance has one owner: the credits flow.
    "socket.member.credits": (event) => [to("credits", event)],
    "socket.member.favourite": (event) => [
      to("favourites", { type: "favourites.remote", performerId: event.performerId, favourite: event.favourite }),
    ],
    "socket.member.bundleBought": (event) => [to("wallet", event), to("credits", event)],
    "socket.member.paymentFailed": (event) => [to("wallet", event)],
    "socket.member.failedPayment": (event) => [to("credits", event)],
    "socket.member.dialInStatus": (event) => [to("dialIn", event)],
    // §4 on connect the IVR state is loaded; on reconnect it is polled.
    // …and the messenger counts again what it may have missed while the socket was down.
    "socket.member.connected": (event) => [to("dialIn", event), to("inbox", { type: "inbox.resync" }), to("connection", event)],
    "socket.member.disconnected": (event) => [to("dialIn", event), to("connection", event)],
    // Issue 14: the socket's failed reconnects and the platform client's reach tell whether the site is reconnecting.
    "socket.member.error": (event) => [to("connection", event)],
    "platform.reachable": (event) => [to("connection", event)],
    "platform.unreachable": (event) => [to("connection", event)],
    // §4 a private message: the list, the conversations and pop-ups hear it (it opens a pop-up, so it starts them
    // when their code is still loading); message-read, the conversations.
    "socket.member.privateMessage": (event) => [starting("inbox", event), starting("chats", event)],
    "socket.member.messageRead": (event) => [to("chats", event)],
    ...CHAT_INPUTS,
    "site.searchRead": ({ splash, verified }) => [
      to("nudeFilter", { type: "nudeFilter.apply", splash }),
      to("ageGate", { type: "ageGate.check", splash6: splash, verified }),
    ],
    "site.authRestored": ({ token, username }) => [to("session", { type: "session.restore", token, username })],
    "site.welcomeCredits": ({ welcomeCredits }) => [to("modalHost", { type: "modal.configure", welcomeCredits })],
    "site.ivrCached": ({ type: _, ...mount }) => [starting("dialIn", { type: "dialIn.mount", ...mount })],
    "site.payWindowClosed": () => [to("wallet", { type: "wallet.payWindow.closed" })],
    "site.payWindowBlocked": () => [to("wallet", { type: "wallet.payWindow.blocked" })],
    // The tracking flow starts with the first route the app reports.
    "site.routed": ({ type: _, ...visit }) => [starting("tracking", { type: "tracking.route", ...visit })],
    "site.closing": () => [to("tracking", { type: "tracking.close" })],
    "site.queryAction": queryActionRoute,
    "site.navigated": () => [to("modalHost", { type: "modal.navigated" })],
    "site.messengerShown": ({ type: _, ...start }) => [
      starting("inbox", { type: "inbox.open", memberId: start.memberId }),
      starting("chats", { type: "chats.start", ...start }),
    ],
    "site.viewportChanged": ({ viewport }) => [to("chats", { type: "chats.viewport", viewport })],
    "site.conversationShown": ({ performer, conversation }) => [starting("chats", { type: "chats.open", performer, conversation, popup: false })],
    "site.conversationLeft": ({ performer }) => [starting("chats", { type: "chats.leave", performer })],
    "site.roomEntered": ({ type: _, ...join }) => [
      starting("roomTab", { type: "roomTab.select", tab: "chat" }),
      starting("chatSession", { type: "chat.start", ...join, nickname: null }),
    ],
    // Closing the page sends the leave by beacon (nothing waits for an answer); leaving it leaves the room.
    "site.roomClosing": () => [to("chatSession", { type: "chat.pageClose" })],
    "site.roomLeft": () => [to("chatSession", { type: "chat.leave", reason: "navigate" })],
    "site.gridRouted": ({ type: _, ...grid }) => [to("filters", { type: "filters.replace", ...grid })],
  },
  {
    session: {
      // §4 login: clear the cached IVR data and reset the dial-in.
      "session.loggingIn": () => [resetDialIn],
      // The token is gone: favourites, balance and dial-in reset.
      "session.signedOut": () => [
        to("favourites", { type: "favourites.clear" }), to("credits", { type: "credits.clear" }), resetDialIn,
        to("inbox", { type: "inbox.reset" }), to("chats", { type: "chats.reset" }), to("connection", { type: "connection.socketClosed" }),
      ],
      "session.favourites": (event) => [
        to("favourites", { type: "favourites.loaded", performerIds: [...event.performerIds] }),
      ],
      "session.memberLoaded": (event) => [
        to("credits", { type: "credits.loaded", credits: event.member.credits }),
        ...(event.refreshed ? [] : [to("modalHost", { type: "modal.memberLoaded", origin: event.origin, verified: event.member.isVerified })]),
      ],
    },
    // Each opening of the change-username modal starts its form afresh: no text, errors or "username set" left over.
    modalHost: { "modal.opened": ({ modal }) => (modal === "changeUsername" ? [starting("changeUsername", { type: "changeUsername.open" })] : []) },
    // Issue 28: a guest's heart opens the sign-up (which leads to the login).
    favourites: { "favourites.signUpWanted": () => [to("modalHost", { type: "modal.open", modal: "register" })] },
    // §4 a failed payment with action interval or pre-paid opens the no-credits modal.
    credits: { "credits.noCredits": () => [to("modalHost", { type: "modal.open", modal: "noCredits" })] },
    verification: { "verification.token": (event) => [to("session", { type: "session.token", token: event.token })] },
    changeUsername: { "changeUsername.token": (event) => [to("session", { type: "session.token", token: event.token })] },
    resetPassword: {
      "resetPassword.logout": () => [to("session", { type: "session.logout" })],
      "resetPassword.token": (event) => [to("session", { type: "session.token", token: event.token })],
      "resetPassword.closed": () => [closeModal],
    },
    changeEmail: { "changeEmail.changed": () => [to("session", { type: "session.refresh" })] },
    // Issue 28: the logout goes home, where the visitor is told the account is gone.
    deleteAccount: { "deleteAccount.deleted": () => [to("session", { type: "session.logout" }), to("modalHost", { type: "modal.open", modal: "accountDeleted" })] },
    // The live room joined or gone: tips and VIP act in it, or no more.
    chatSession: {
      "chat.joined": (event) => [
        to("tips", {
          type: "tips.room.opened", performer: event.performer, auth: event.auth, guest: event.guest, cybertoyActive: event.cybertoyActive, menu: [...event.menu], goal: event.goal,
        }),
        to("vip", {
          type: "vip.room.opened", performer: event.performer, auth: event.auth, clientId: event.clientId, guest: event.guest, vip: event.vip,
          price: event.vipPrice ?? VIP_CREDITS_PER_MINUTE,
        }),
      ],
      "chat.closed": () => [to("tips", { type: "tips.room.closed" }), to("vip", { type: "vip.room.closed" })],
    },
    // §2.6 a tip the balance does not cover: the no-credits-for-tip modal.
    tips: { "tips.noCredits": () => [to("modalHost", { type: "modal.open", modal: "noCreditsForTip" })] },
    vip: {
      // §4 too few credits for a VIP request: the wallet tab opens, with the no-credits-for-VIP modal (§2.6).
      "vip.noCredits": () => [to("roomTab", { type: "roomTab.select", tab: "wallet" }), to("modalHost", { type: "modal.open", modal: "noCreditsForVip" })],
      // §2.6 ending a show asks first (End VIP modal); §4 stop VIP ends it and hides the modal.
      "vip.confirmEnd": () => [to("modalHost", { type: "modal.open", modal: "endVip" })],
      "vip.ended": () => [to("modalHost", { type: "modal.dismiss", modal: "endVip" }), to("modalHost", { type: "modal.vipSession", active: false })],
      // §4 in a VIP session a modal does not lock the page's scrolling.
      "vip.started": () => [to("modalHost", { type: "modal.vipSession", active: true })],
    },
    // §2.6 the messenger: delete asks in the DeleteChatModal; a deleted conversation's pop-up goes.
    inbox: {
      "inbox.confirmDelete": () => [to("modalHost", { type: "modal.open", modal: "deleteChat" })],
      "inbox.deleteSettled": () => [to("modalHost", { type: "modal.dismiss", modal: "deleteChat" })],
      "inbox.deleted": (event) => [to("chats", { type: "chats.forget", conversation: event.conversation })],
    },
    // Issue 14: the platform is back: what could not be sent goes out, and the unread count is taken again.
    connection: {
      "connection.restored": () => [to("chats", { type: "chats.resend" }), to("inbox", { type: "inbox.resync" })],
    },
    chats: {
      // §2.6 a message the balance does not cover: the no-credits modal.
      "chats.noCredits": () => [to("modalHost", { type: "modal.open", modal: "noCredits" })],
      // A first message started a conversation; a pop-up was read: the list follows.
      "chats.started": () => [to("inbox", { type: "inbox.refresh" })],
      "chats.markedRead": (event) => [to("inbox", { type: "inbox.read", conversation: event.conversation })],
    },
    // Opening one overlay closes the others (§2.5).
    wallet: { "wallet.opened": () => [closeModal, to("dialIn", { type: "dialIn.close" })] },
    dialIn: {
      "dialIn.opened": () => [closeModal, to("wallet", { type: "wallet.close" })],
      "dialIn.pinAccepted": () => [to("wallet", { type: "wallet.close" })],
    },
  },
);
