import { fromPromise } from "xstate";
import { ageGateMachine } from "../age-gate/age-gate.machine";
import { AGE_VERIFIED_COOKIE, AUTH_COOKIE_MS, LOCALE_COOKIE, LOCALE_COOKIE_MS, FAVOURITES_COOKIE_MS, LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS, type RoutedLocale } from "../constants";
import { creditsMachine } from "../credits/credits.machine";
import type { LoginRequest, RegisterRequest } from "../domain/member.schema";
import { drawerMachine } from "../drawer/drawer.machine";
import { defineFlows, lazyFlow, type FlowEnv } from "../events/flow-registry";
import type { FavouriteChange } from "../favourites/favourites.schema";
import { favouritesMachine } from "../favourites/favourites.machine";
import { filtersMachine } from "../filters/filters.machine";
import type { galleryMachine } from "../gallery/gallery.machine";
import { languageMachine } from "../language/language.machine";
import { modalHostMachine } from "../modal-host/modal-host.machine";
import { connectionMachine } from "../connection/connection.machine";
import { nudeFilterMachine } from "../nude-filter/nude-filter.machine";
import { memberApi } from "../platform/member-endpoints";
import { performerApi } from "../platform/endpoints";
import { searchMachine } from "../search/search.machine";
import type { SessionSnapshot } from "../session/session.connect";
import { sessionMachine } from "../session/session.machine";
import type { MemberFlows } from "./member-flows";
import type { PaymentFlows } from "./payment-flows";
import type { chatFlow, tipsFlow, vipFlow } from "./chat-flows";
import type { roomTabMachine } from "../room/room-tab.machine";
import type { conversationsFlow, inboxFlow } from "./messenger-flows";
import type { trackingFlow } from "./tracking-flow";

type ChatFlow = typeof chatFlow;
import type { SitePorts } from "./site-ports";


const memberFlow = <K extends keyof MemberFlows>(ports: SitePorts, flow: K) =>
  lazyFlow<MemberFlows[K]>(() => import("./member-flows").then((m) => m.memberFlows(ports)[flow]));

/**
 * ARCHITECTURE §3 the site's flow registry: every flow of the visitor's session with its machine, its input and the
 * ports it uses. The browsing flows, the session, the balance, the favourites and the modal host start with the
 * site; the gallery, the member and the payment flows load with the page, modal or drawer that first needs them.
 * Those that start with the site are made as they start (a function of the flow's environment), so that a paced start
 * (`FlowSystemOptions.pace`) spreads their making over its steps too.
 */
export const siteFlows = (ports: SitePorts) => {
  const { platform, cookies, sessionStorage, auth, navigation, visitor, track, log } = ports;
  const logError = (message: string) => (_: unknown, { error }: { error: unknown }) => log(message, error);
  return defineFlows({
    language: () => ({
      logic: languageMachine.provide({
        actors: { loadMessages: fromPromise<unknown, { locale: RoutedLocale }>(({ input }) => ports.loadMessages(input.locale)) },
        actions: {
          // §4 the flow asks for this only after a visitor's switch.
          persistLocale: (_, { locale }) => cookies.set(LOCALE_COOKIE, locale, LOCALE_COOKIE_MS),
          // §8 language file load failure: logged.
          logError: logError("Unable to load the language file"),
        },
      }),
      input: { pathname: visitor.pathname, cookie: cookies.get(LOCALE_COOKIE) ?? null },
    }),
    ageGate: () => ageGateMachine.provide({
      actions: { persistVerified: () => cookies.set(AGE_VERIFIED_COOKIE, "true", AUTH_COOKIE_MS) },
    }),
    nudeFilter: nudeFilterMachine,
    authDrawer: { logic: drawerMachine, input: { side: "left" } },
    filters: filtersMachine,
    // The profile's album lightbox (§2.6) loads with the profile page.
    gallery: lazyFlow<typeof galleryMachine>(() => import("../gallery/gallery.machine").then((m) => m.galleryMachine)),
    search: () => searchMachine.provide({
      actors: { autocomplete: fromPromise(({ input }: { input: { username: string } }) => ports.autocomplete(input.username)) },
      // §8 autocomplete failure: logged, list left as is.
      actions: { logError: logError("Autocomplete failed") },
    }),
    session: () => ({
      logic: sessionMachine.provide({
        actors: {
          login: fromPromise(({ input }: { input: LoginRequest }) => platform.call(memberApi.login, { body: input })),
          register: fromPromise<unknown, RegisterRequest>(({ input }) => platform.call(memberApi.register, { body: input })),
          loadMember: fromPromise(() => platform.call(memberApi.basicInfo)),
          // The unread count and conversations arrive with the messenger; until then there is nothing to load.
          loadInbox: fromPromise<unknown, void>(async () => null),
        },
        actions: {
          setPageLoader: (_, { on }) => ports.pageLoader(on),
          setToken: (_, { token }) => auth.setToken(token),
          persistAuth: (_, { token, username }) => auth.persist(token, username),
          flagFavouritesCookie: () => {
            // §4 the favourites cookie flag for 365 days, if the favourites cookie exists and the flag does not.
            if (cookies.get(LOCAL_STORAGE_KEYS.favourites) !== undefined && cookies.get(LOCAL_STORAGE_KEYS.lfs) === undefined) {
              cookies.set(LOCAL_STORAGE_KEYS.lfs, "1", FAVOURITES_COOKIE_MS);
            }
          },
          removeSessionItems: (_, { keys }) => keys.forEach((key) => sessionStorage.removeItem(key)),
          fetchPromos: () => ports.refetchPromos(),
          goHome: () => navigation.goHome(),
          trackSignUp: (_, { affiliateCode }) => track({ event: "sign_up", affiliateCode }),
          logError: logError("Unable to load the member"),
        },
      }),
      input: { fingerprint: visitor.fingerprint, affiliateCode: visitor.affiliateCode },
    }),
    credits: creditsMachine,
    favourites: () => favouritesMachine.provide({
      actors: {
        changeFavourite: fromPromise<unknown, FavouriteChange>(({ input }) =>
          input.add
            ? platform.call(memberApi.addFavourite, { body: { performerId: input.performerId } })
            : platform.call(memberApi.removeFavourite, { query: { performerId: input.performerId } }),
        ),
      },
    }),
    modalHost: () => ({
      logic: modalHostMachine.provide({
        // §4 promo: opening or closing it sets seenBanner for the session.
        actions: { markPromoSeen: () => sessionStorage.setItem(SESSION_STORAGE_KEYS.seenBanner, "true") },
      }),
      input: { promoSeen: sessionStorage.getItem(SESSION_STORAGE_KEYS.seenBanner) !== null },
    }),
    // Issue 14: whether the platform and the member socket are there; an unreachable platform is probed with the
    // configuration (the lightest call every site makes).
    connection: () => connectionMachine.provide({
      actors: { probe: fromPromise<unknown, void>(() => platform.call(performerApi.configuration)) },
    }),
    verification: memberFlow(ports, "verification"),
    forgotPassword: memberFlow(ports, "forgotPassword"),
    resetPassword: memberFlow(ports, "resetPassword"),
    changeUsername: memberFlow(ports, "changeUsername"),
    changeEmail: memberFlow(ports, "changeEmail"),
    deleteAccount: memberFlow(ports, "deleteAccount"),
    wallet: lazyFlow<ReturnType<PaymentFlows["wallet"]>["logic"]>((env: FlowEnv) =>
      import("./payment-flows").then((m) => m.paymentFlows(ports, sessionMember(env)).wallet(env)),
    ),
    dialIn: lazyFlow<ReturnType<PaymentFlows["dialIn"]>>((env: FlowEnv) =>
      import("./payment-flows").then((m) => m.paymentFlows(ports, sessionMember(env)).dialIn(env)),
    ),
    // §4 the live room's chat loads with the stream page.
    chatSession: lazyFlow<ReturnType<ReturnType<ChatFlow>>>((env: FlowEnv) => import("./chat-flows").then((m) => m.chatFlow(ports)(env))),
    // §2.6/§4 the room's tabs, tips and VIP shows load with it too.
    roomTab: lazyFlow<typeof roomTabMachine>(() => import("../room/room-tab.machine").then((m) => m.roomTabMachine)),
    tips: lazyFlow<ReturnType<typeof tipsFlow>>(() => import("./chat-flows").then((m) => m.tipsFlow(ports))),
    vip: lazyFlow<ReturnType<typeof vipFlow>>(() => import("./chat-flows").then((m) => m.vipFlow(ports))),
    // §3 tracking (issue 28): started by the first route the app reports.
    tracking: lazyFlow<ReturnType<ReturnType<typeof trackingFlow>>["logic"]>((env: FlowEnv) => import("./tracking-flow").then((m) => m.trackingFlow(ports)(env))),
    // §2.6 the messenger: the conversation list and the member's conversations and pop-ups, loaded for a member.
    inbox: lazyFlow<ReturnType<typeof inboxFlow>>(() => import("./messenger-flows").then((m) => m.inboxFlow(ports))),
    chats: lazyFlow<ReturnType<typeof conversationsFlow>>(() => import("./messenger-flows").then((m) => m.conversationsFlow(ports))),
  });
};
export type SiteFlows = ReturnType<typeof siteFlows>;

/** §3 a payment session request carries the logged-in member's basic info, as the session holds it. */
const sessionMember = (env: FlowEnv) => () => (env.snapshotOf("session") as SessionSnapshot | undefined)?.context.member ?? null;
