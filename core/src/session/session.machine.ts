import { assign, emit, enqueueActions, fromPromise, setup } from "xstate";
import { AUTH_COOKIE_DAYS, FAVOURITES_COOKIE_DAYS } from "../constants";
import { memberIdFromToken, type LoginRequest, type MemberBasicInfo, type RegisterRequest, type TokenResponse } from "../domain/member.schema";
import { errorLabel, isPlatformError } from "../platform/platform-error";
import { retryAfterMinutes } from "../platform/retry-after";
import { validateLogin, type LoginErrorKey } from "../rules/login.rules";
import { validateRegister, type RegisterErrorKey } from "../rules/register.rules";
import { ruleErrors } from "../rules/rule-result";
import { LOGOUT_SESSION_ITEMS, registerMeta, type SessionEmitted, type SessionEvent, type SessionOrigin } from "./session.schema";

export interface SessionInput {
  readonly fingerprint: string;
  /** §4 register: the p query when valid, else the configured default. */
  readonly affiliateCode: string;
}

export interface SessionContext extends SessionInput {
  readonly token: string | null;
  readonly username: string | null;
  /** §3 read from the id in the login token. */
  readonly memberId: number | null;
  readonly member: MemberBasicInfo | null;
  readonly origin: SessionOrigin | null;
  readonly credentials: LoginRequest | null;
  readonly loginErrors: readonly LoginErrorKey[];
  readonly registerErrors: readonly RegisterErrorKey[];
  /** The §8 label of the last failed login or registration. */
  readonly serverError: string | null;
  /** After too many attempts (429): the minutes the platform asks to wait. */
  readonly retryAfterMinutes: number | null;
}

const signedOut = { token: null, username: null, memberId: null, member: null, origin: null, credentials: null } as const;
const noErrors = { loginErrors: [], registerErrors: [], serverError: null, retryAfterMinutes: null } as const;

const isForbidden = (error: unknown) => isPlatformError(error) && error._tag === "http" && (error as { status?: number }).status === 403;

/**
 * §4 login, logout and register, and the processing of a login token: set it on every client, load the
 * member (a 403 logs out, other failures fail the login), the unread count and conversations, then the
 * favourites. The auth is persisted in a cookie for 30 days (§9).
 */
export const sessionMachine = setup({
  types: { context: {} as SessionContext, events: {} as SessionEvent, input: {} as SessionInput, emitted: {} as SessionEmitted },
  actors: {
    login: fromPromise<TokenResponse, LoginRequest>(async () => {
      throw new Error("login is provided by the app");
    }),
    register: fromPromise<unknown, RegisterRequest>(async () => {
      throw new Error("register is provided by the app");
    }),
    loadMember: fromPromise<MemberBasicInfo, { memberId: number | null }>(async () => {
      throw new Error("loadMember is provided by the app");
    }),
    /** The unread count, then the conversations. */
    loadInbox: fromPromise<unknown, void>(async () => {
      throw new Error("loadInbox is provided by the app");
    }),
  },
  guards: {
    loginValid: ({ event }) => event.type === "session.login" && validateLogin(event).ok,
    registerValid: ({ event }) => event.type === "session.register" && validateRegister(event).ok,
    hasToken: ({ event }) => event.type === "session.restore" && event.token !== null && event.token !== "",
    forbidden: ({ event }) => "error" in event && isForbidden(event.error),
    fromRegister: ({ context }) => context.origin === "register",
  },
  actions: {
    setPageLoader: (_: unknown, _params: { on: boolean }) => {},
    /** §4 login: the cached IVR data is cleared and the dial-in reset (the routing table tells the dial-in flow). */
    resetDialIn: emit({ type: "session.loggingIn" as const }),
    setToken: (_: unknown, _params: { token: string | null }) => {},
    /** The token is gone: favourites, balance and dial-in reset (routing table). */
    announceSignedOut: emit({ type: "session.signedOut" as const }),
    persistAuth: (_: unknown, _params: { token: string | null; username: string | null; days: number }) => {},
    /** §4 the favourites come last; the routing table hands them to the favourites flow. */
    loadFavourites: emit(({ context }) => ({
      type: "session.favourites" as const,
      performerIds: (context.member?.favourites ?? []).map((f) => f.performerId),
    })),
    /** The member (and with it the balance) was loaded: by processing a token, or by a quiet reload. */
    announceMember: emit(({ context }) => ({ type: "session.memberLoaded" as const, member: context.member!, origin: context.origin, refreshed: false })),
    announceRefresh: emit(({ context }) => ({ type: "session.memberLoaded" as const, member: context.member!, origin: context.origin, refreshed: true })),
    flagFavouritesCookie: (_: unknown, _params: { days: number }) => {},
    removeSessionItems: (_: unknown, _params: { keys: readonly string[] }) => {},
    fetchPromos: () => {},
    goHome: () => {},
    trackSignUp: (_: unknown, _params: { affiliateCode: string }) => {},
    logError: (_: unknown, _params: { error: unknown }) => {},
    startLogin: assign(({ event }) => {
      const r = event.type === "session.login" ? validateLogin(event) : null;
      return { ...noErrors, origin: "login" as const, credentials: r?.ok ? r.value : null };
    }),
    showLoginErrors: assign(({ event }) => ({ ...noErrors, loginErrors: event.type === "session.login" ? ruleErrors(validateLogin(event)) : [] })),
    startRegister: assign(({ event }) => {
      const r = event.type === "session.register" ? validateRegister(event) : null;
      // §4 register: auto-login uses the e-mail as the username.
      return { ...noErrors, origin: "register" as const, credentials: r?.ok ? { username: r.value.email, password: r.value.password } : null };
    }),
    showRegisterErrors: assign(({ event }) => ({ ...noErrors, registerErrors: event.type === "session.register" ? ruleErrors(validateRegister(event)) : [] })),
    failWith: assign(({ event }) => ({
      ...signedOut,
      serverError: "error" in event ? errorLabel(event.error) : null,
      retryAfterMinutes: "error" in event ? retryAfterMinutes(event.error) : null,
    })),
    acceptToken: assign(({ context, event }) => {
      const token =
        event.type === "session.token" ? event.token
        : event.type === "session.restore" ? (event.token ?? "")
        : "output" in event ? (event.output as TokenResponse).token : "";
      return {
        token,
        memberId: memberIdFromToken(token) ?? null,
        username: event.type === "session.restore" ? event.username : context.username,
        origin: event.type === "session.token" ? (event.link ? ("link" as const) : ("token" as const)) : event.type === "session.restore" ? ("restore" as const) : context.origin,
        credentials: null,
      };
    }),
    signOut: assign(() => ({ ...signedOut, ...noErrors })),
    /** §4 logout: clear token and username, remove the two session items, refetch promos, go home. */
    logout: enqueueActions(({ enqueue }) => {
      enqueue({ type: "setToken", params: { token: null } });
      enqueue("announceSignedOut");
      enqueue({ type: "persistAuth", params: { token: null, username: null, days: AUTH_COOKIE_DAYS } });
      enqueue({ type: "removeSessionItems", params: { keys: LOGOUT_SESSION_ITEMS } });
      enqueue("signOut");
      enqueue({ type: "setPageLoader", params: { on: false } });
      enqueue("fetchPromos");
      enqueue("goHome");
    }),
    /** Favourites come last (§4 login); a login also refetches promos and hides the page loader. */
    loadedAll: enqueueActions(({ context, enqueue }) => {
      enqueue("loadFavourites");
      enqueue({ type: "flagFavouritesCookie", params: { days: FAVOURITES_COOKIE_DAYS } });
      if (context.origin === "login" || context.origin === "register") {
        enqueue("fetchPromos");
        enqueue({ type: "setPageLoader", params: { on: false } });
      }
    }),
  },
}).createMachine({
  id: "session",
  context: ({ input }) => ({ ...input, ...signedOut, ...noErrors }),
  initial: "guest",
  on: {
    "session.token": {
      target: ".processing",
      actions: ["acceptToken", { type: "setToken", params: ({ context }) => ({ token: context.token }) }],
    },
  },
  states: {
    guest: {
      on: {
        "session.restore": {
          guard: "hasToken",
          target: "processing",
          actions: ["acceptToken", { type: "setToken", params: ({ context }) => ({ token: context.token }) }],
        },
        "session.login": [
          { guard: "loginValid", target: "loggingIn", actions: ["startLogin", { type: "setPageLoader", params: { on: true } }, "resetDialIn"] },
          { actions: "showLoginErrors" },
        ],
        "session.register": [{ guard: "registerValid", target: "registering", actions: "startRegister" }, { actions: "showRegisterErrors" }],
      },
    },
    registering: {
      invoke: {
        id: "register",
        src: "register",
        input: ({ context }) => ({
          email: context.credentials?.username ?? "",
          password: context.credentials?.password ?? "",
          meta: registerMeta(context.fingerprint),
        }),
        onDone: { target: "loggingIn", actions: [{ type: "setPageLoader", params: { on: true } }, "resetDialIn"] },
        onError: { target: "guest", actions: "failWith" },
      },
    },
    loggingIn: {
      invoke: {
        id: "login",
        src: "login",
        input: ({ context }) => context.credentials ?? { username: "", password: "" },
        onDone: [
          {
            guard: "fromRegister",
            target: "processing",
            actions: ["acceptToken", { type: "setToken", params: ({ event }) => ({ token: event.output.token }) }, { type: "trackSignUp", params: ({ context }) => ({ affiliateCode: context.affiliateCode }) }],
          },
          { target: "processing", actions: ["acceptToken", { type: "setToken", params: ({ event }) => ({ token: event.output.token }) }] },
        ],
        onError: { target: "guest", actions: ["failWith", { type: "setPageLoader", params: { on: false } }] },
      },
    },
    processing: {
      initial: "member",
      states: {
        member: {
          invoke: {
            id: "loadMember",
            src: "loadMember",
            input: ({ context }) => ({ memberId: context.memberId }),
            onDone: {
              target: "inbox",
              actions: [
                assign({ member: ({ event }) => event.output, username: ({ event }) => event.output.username }),
                { type: "persistAuth", params: ({ context }) => ({ token: context.token, username: context.username, days: AUTH_COOKIE_DAYS }) },
                "announceMember",
              ],
            },
            onError: [
              { guard: "forbidden", target: "#session.guest", actions: "logout" },
              { target: "#session.guest", actions: [{ type: "logError", params: ({ event }) => ({ error: event.error }) }, "failWith", { type: "setToken", params: { token: null } }, "announceSignedOut", { type: "setPageLoader", params: { on: false } }] },
            ],
          },
        },
        inbox: {
          invoke: {
            id: "loadInbox",
            src: "loadInbox",
            onDone: { target: "#session.member", actions: "loadedAll" },
            onError: { target: "#session.member", actions: [{ type: "logError", params: ({ event }) => ({ error: event.error }) }, "loadedAll"] },
          },
        },
      },
    },
    member: {
      initial: "idle",
      on: {
        "session.logout": { target: "guest", actions: "logout" },
      },
      states: {
        idle: { on: { "session.refresh": { target: "refreshing" } } },
        /** A quiet reload: no page loader, the member stays shown; a 403 logs out as processing does (§8). */
        refreshing: {
          invoke: {
            id: "loadMember",
            src: "loadMember",
            input: ({ context }) => ({ memberId: context.memberId }),
            onDone: {
              target: "idle",
              actions: [
                assign({ member: ({ event }) => event.output, username: ({ event }) => event.output.username }),
                { type: "persistAuth", params: ({ context }) => ({ token: context.token, username: context.username, days: AUTH_COOKIE_DAYS }) },
                "announceRefresh",
              ],
            },
            onError: [
              { guard: "forbidden", target: "#session.guest", actions: "logout" },
              { target: "idle", actions: { type: "logError", params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
      },
    },
  },
});
export type SessionMachine = typeof sessionMachine;
