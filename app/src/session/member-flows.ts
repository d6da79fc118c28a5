import { fromPromise } from "xstate";
import {
  FAVOURITES_COOKIE_MS,
  LOCAL_STORAGE_KEYS,
  changeEmailMachine,
  changeUsernameMachine,
  deleteAccountMachine,
  favouritesMachine,
  forgotPasswordMachine,
  memberApi,
  modalHostMachine,
  resetPasswordMachine,
  sessionMachine,
  verificationMachine,
  type FavouriteChange,
  type ForgotPasswordTarget,
  type LoginRequest,
  type EmailChangeRequest,
  type PasswordChangeRequest,
  type PlatformClient,
  type RegisterRequest,
  type UsernameSuggestionRequest,
  type FlowEvent,
} from "@camstage/core";
import type { Cookies } from "../platform/cookies";
import { writeAuthCookie } from "../platform/auth-cookie";
import type { SessionStore } from "../platform/session";

/** What the member flows do outside themselves; the app fills these in once the router exists. */
export interface MemberEffects {
  goHome(): void;
  /** §2.4 the reset-password query keys leave the URL once used. */
  clearQueryKeys(keys: readonly string[]): void;
  pageLoader(on: boolean): void;
  refetchPromos(): void;
  /** An analytics push to the tag manager (§4: sign-up, conversion). */
  track(event: Record<string, unknown>): void;
  /** A flow produced a login token (verification, username change, reset link): the session processes it. */
  processToken(token: string): void;
  logout(): void;
}

export interface MemberFlowDeps {
  readonly platform: PlatformClient;
  readonly store: SessionStore;
  readonly cookies: Pick<Cookies, "get" | "set">;
  readonly sessionStorage: Pick<Storage, "removeItem"> | undefined;
  readonly fingerprint: string;
  /** §4 sign-up tracking: the valid p query of the landing URL; the configured default is filled in by `track`. */
  readonly affiliateCode: string;
  readonly effects: MemberEffects;
  readonly log: (message: string, error: unknown) => void;
  /** Delivers an event to another flow of the session (through the event log). */
  readonly deliver: (flow: string, event: FlowEvent) => void;
}

/**
 * §4 the member flows of the session (login, registration, verification, password recovery, username,
 * favourites, the modal host), provided with the platform calls of §7 and the app's cookies and storage.
 */
export function memberFlows({ platform, store, cookies, sessionStorage, fingerprint, affiliateCode, effects, log, deliver }: MemberFlowDeps) {
  const logError = (message: string) => (_: unknown, { error }: { error: unknown }) => log(message, error);
  return {
    session: {
      logic: sessionMachine.provide({
        actors: {
          login: fromPromise(({ input }: { input: LoginRequest }) => platform.call(memberApi.login, { body: input })),
          register: fromPromise<unknown, RegisterRequest>(({ input }) => platform.call(memberApi.register, { body: input })),
          loadMember: fromPromise(async () => {
            const member = await platform.call(memberApi.basicInfo);
            deliver("credits", { type: "credits.loaded", credits: member.credits });
            return member;
          }),
          // The unread count and conversations arrive with the messenger; until then there is nothing to load.
          loadInbox: fromPromise<unknown, void>(async () => null),
        },
        actions: {
          setPageLoader: (_, { on }) => effects.pageLoader(on),
          // §4 login clears the cached IVR data (the dial-in flow resets itself when it sees the new token).
          clearIvrCache: () => sessionStorage?.removeItem("ivr-cache"),
          setToken: (_, { token }) => {
            store.set({ token: token ?? undefined });
            if (token === null) {
              deliver("favourites", { type: "favourites.clear" });
              deliver("credits", { type: "credits.clear" });
            }
          },
          loadFavourites: (_, { performerIds }) => deliver("favourites", { type: "favourites.loaded", performerIds: [...performerIds] }),
          persistAuth: (_, { token, username }) => writeAuthCookie(cookies, token, username),
          flagFavouritesCookie: () => {
            // §4 the favourites cookie flag for 365 days, if the favourites cookie exists and the flag does not.
            if (cookies.get(LOCAL_STORAGE_KEYS.favourites) !== undefined && cookies.get(LOCAL_STORAGE_KEYS.lfs) === undefined) {
              cookies.set(LOCAL_STORAGE_KEYS.lfs, "1", FAVOURITES_COOKIE_MS);
            }
          },
          removeSessionItems: (_, { keys }) => keys.forEach((key) => sessionStorage?.removeItem(key)),
          fetchPromos: () => effects.refetchPromos(),
          goHome: () => effects.goHome(),
          trackSignUp: (_, { affiliateCode: code }) => effects.track({ event: "sign-up", affiliateCode: code }),
          logError: logError("Unable to load the member"),
        },
      }),
      input: { fingerprint, affiliateCode },
    },
    verification: verificationMachine.provide({
      actors: {
        activate: fromPromise(({ input }: { input: { key: string; fingerprint: string } }) => platform.call(memberApi.activate, { body: input })),
        resendActivation: fromPromise<unknown, void>(() => platform.call(memberApi.resendActivation)),
      },
      actions: {
        processToken: (_, { token }) => effects.processToken(token),
        trackConversion: () => effects.track({ event: "conversion" }),
        logError: logError("E-mail verification failed"),
      },
    }),
    forgotPassword: forgotPasswordMachine.provide({
      actors: {
        requestReset: fromPromise<unknown, ForgotPasswordTarget>(({ input }) => platform.call(memberApi.forgotPassword, { body: input })),
      },
      // §8 forgot-password errors are silent (logged) and the confirmation shows anyway.
      actions: { logError: logError("Unable to request a password reset") },
    }),
    resetPassword: resetPasswordMachine.provide({
      actors: {
        changePassword: fromPromise<unknown, PasswordChangeRequest>(({ input }) => platform.call(memberApi.updateMember, { body: input })),
      },
      actions: {
        logout: () => effects.logout(),
        processToken: (_, { token }) => effects.processToken(token),
        leave: (_, { presentation }) => (presentation === "modal" ? deliver("modalHost", { type: "modal.close" }) : effects.goHome()),
        clearQueryKeys: () => effects.clearQueryKeys(["token", "action", "password"]),
      },
    }),
    changeUsername: changeUsernameMachine.provide({
      actors: {
        fetchSuggestions: fromPromise(({ input }: { input: UsernameSuggestionRequest }) => platform.call(memberApi.usernameSuggestions, { query: input })),
        changeUsername: fromPromise(({ input }: { input: { username: string } }) => platform.call(memberApi.changeUsername, { body: input })),
      },
      actions: {
        processToken: (_, { token }) => effects.processToken(token),
        logError: logError("Unable to fetch username suggestions"),
      },
    }),
    favourites: favouritesMachine.provide({
      actors: {
        changeFavourite: fromPromise<unknown, FavouriteChange>(({ input }) =>
          input.add
            ? platform.call(memberApi.addFavourite, { body: { performerId: input.performerId } })
            : platform.call(memberApi.removeFavourite, { query: { performerId: input.performerId } }),
        ),
      },
    }),
    changeEmail: changeEmailMachine.provide({
      actors: {
        changeEmail: fromPromise<unknown, EmailChangeRequest>(({ input }) => platform.call(memberApi.updateMember, { body: input })),
      },
      // The new address shows (unverified, with its mail sent) once the member is reloaded.
      actions: { emailChanged: () => deliver("session", { type: "session.refresh" }) },
    }),
    deleteAccount: deleteAccountMachine.provide({
      actors: { deleteAccount: fromPromise<unknown, void>(() => platform.call(memberApi.deleteAccount)) },
      actions: {
        accountDeleted: () => effects.logout(),
        logError: logError("Unable to delete the account"),
      },
    }),
    modalHost: modalHostMachine,
  };
}
