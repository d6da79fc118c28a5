import type { SnapshotFrom } from "xstate";
import type { SessionEvent } from "./session.schema";
import type { sessionMachine } from "./session.machine";

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;
export type SessionStatus = "guest" | "registering" | "loggingIn" | "processing" | "member";

export function connectSession(snapshot: SessionSnapshot, send: (event: SessionEvent) => void) {
  const status = (typeof snapshot.value === "string" ? snapshot.value : Object.keys(snapshot.value)[0]) as SessionStatus;
  const { token, username, memberId, member, loginErrors, registerErrors, serverError, retryAfterMinutes, origin } = snapshot.context;
  return {
    status,
    token,
    username,
    memberId,
    member,
    /** §6 guest means no token. */
    isGuest: token === null,
    isMember: status === "member",
    isBusy: status === "registering" || status === "loggingIn" || status === "processing",
    /** The member is being reloaded quietly (no page loader). */
    isRefreshing: snapshot.matches({ member: "refreshing" }),
    /** §6 unverified members see the claim-credits prompt and, after auto-login, the lander popup. */
    isUnverified: member !== null && !member.isVerified,
    /** §2.3 / §6 registered with the e-mail as username (§4 register) and not yet changed. */
    usernameIsEmail: member !== null && member.username.trim().toLowerCase() === member.email.trim().toLowerCase(),
    justRegistered: origin === "register",
    loginErrors,
    registerErrors,
    /** The §8 label of a failed login (or registration); views translate it. */
    serverError,
    /** After too many attempts: the minutes to wait before the next (views say "try again in N minutes"). */
    retryAfterMinutes,
    restore: (restored: { token: string | null; username: string | null }) => send({ type: "session.restore", ...restored }),
    login: (username: string, password: string) => send({ type: "session.login", username, password }),
    register: (email: string, password: string) => send({ type: "session.register", email, password }),
    logout: () => send({ type: "session.logout" }),
    acceptToken: (token: string) => send({ type: "session.token", token }),
    refresh: () => send({ type: "session.refresh" }),
  };
}
export type SessionConnect = ReturnType<typeof connectSession>;
