import { describe, expect, it } from "vitest";
import { SimulatedClock, createActor } from "xstate";
import { controllable, coverage, describePath, replay, transitionPaths } from "../testing/machine-model";
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
  "session.credits": [{ type: "session.credits", credits: 480 }, { type: "session.credits", credits: -1 }],
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
const paths = transitionPaths(sessionMachine, { samples, input });

describe("session model", () => {
  it("reaches every state and takes every transition", () => {
    expect(coverage(sessionMachine, paths)).toEqual({ unreachedStates: [], untakenTransitions: [] });
  });

  it("replays every path on a live actor", async () => {
    for (const path of paths) {
      const clock = new SimulatedClock();
      const login = controllable<TokenResponse, LoginRequest>();
      const register = controllable<unknown, RegisterRequest>();
      const loadMember = controllable<MemberBasicInfo, { memberId: number | null }>();
      const loadInbox = controllable<unknown, void>();
      const machine = sessionMachine.provide({ actors: { login: login.logic, register: register.logic, loadMember: loadMember.logic, loadInbox: loadInbox.logic } });
      const actor = createActor(machine, { clock, input }).start();
      expect(await replay(path, { machine, actor, clock, actors: { login, register, loadMember, loadInbox } }), describePath(path)).toEqual([]);
      actor.stop();
    }
  });
});
