import { expect } from "vitest";
import { controllable } from "../testing/machine-model";
import { describeModel } from "../testing/model-test";
import { connectSession, type SessionSnapshot } from "./session.connect";
import type { LoginRequest, MemberBasicInfo, RegisterRequest, TokenResponse } from "../domain/member.schema";
import { encodeTokenPayload } from "../domain/token";
import { PlatformHttpError } from "../platform/platform-error";
import { sessionMachine } from "./session.machine";

const token = encodeTokenPayload({ id: 42 });
const member: MemberBasicInfo = { email: "a@b.nl", username: "ann", isVerified: true, credits: 0, favourites: [], showChangeUsername: false };
const input = { fingerprint: "fp", affiliateCode: "aff" };
const samples = {
  "session.restore": [{ type: "session.restore", token, username: "ann" }, { type: "session.restore", token: null, username: null }],
  "session.login": [{ type: "session.login", username: "a@b.nl", password: "x" }, { type: "session.login", username: "", password: "" }],
  "session.register": [{ type: "session.register", email: "a@b.nl", password: "secret1" }, { type: "session.register", email: "a", password: "" }],
  "session.logout": [{ type: "session.logout" }],
  "session.token": [{ type: "session.token", token }],
  "session.refresh": [{ type: "session.refresh" }],
  "xstate.done.actor.login": [{ type: "xstate.done.actor.login", output: { token } }],
  "xstate.error.actor.login": [{ type: "xstate.error.actor.login", error: "400" }],
  "xstate.done.actor.register": [{ type: "xstate.done.actor.register", output: {} }],
  "xstate.error.actor.register": [{ type: "xstate.error.actor.register", error: "400" }],
  "xstate.done.actor.loadMember": [{ type: "xstate.done.actor.loadMember", output: member }],
  "xstate.error.actor.loadMember": [
    { type: "xstate.error.actor.loadMember", error: new PlatformHttpError({ method: "GET", path: "/basic-info" }, 403, "forbidden", null) },
    { type: "xstate.error.actor.loadMember", error: "500" },
  ],
  "xstate.done.actor.loadInbox": [{ type: "xstate.done.actor.loadInbox", output: null }],
  "xstate.error.actor.loadInbox": [{ type: "xstate.error.actor.loadInbox", error: "500" }],
};

describeModel("session", {
  machine: sessionMachine,
  samples,
  input,
  effects: () => ({
    login: controllable<TokenResponse, LoginRequest>(),
    register: controllable<unknown, RegisterRequest>(),
    loadMember: controllable<MemberBasicInfo, { memberId: number | null }>(),
    loadInbox: controllable<unknown, void>(),
  }),
  expose: (snapshot) => connectSession(snapshot as SessionSnapshot, () => {}),
  states: {
    // §6 a guest has no token and no member.
    guest: (view) => expect(view).toMatchObject({ isGuest: true, isMember: false, isBusy: false, member: null, memberId: null }),
    registering: (view) => expect(view).toMatchObject({ isGuest: true, isMember: false, isBusy: true }),
    loggingIn: (view) => expect(view).toMatchObject({ isGuest: true, isMember: false, isBusy: true }),
    // The token is set on every client before the member loads; the member id comes from it (§3).
    processing: (view) => expect(view).toMatchObject({ isGuest: false, isMember: false, isBusy: true, memberId: 42 }),
    "member.idle": (view) => expect(view).toMatchObject({ isGuest: false, isMember: true, isBusy: false, isRefreshing: false, memberId: 42, username: "ann" }),
    "member.refreshing": (view) => expect(view).toMatchObject({ isMember: true, isBusy: false, isRefreshing: true }),
  },
});
