import { Schema } from "effect";
import { describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { controllable, settle } from "../testing/machine-model";
import type { LoginRequest, MemberBasicInfo, RegisterRequest, TokenResponse } from "../domain/member.schema";
import { encodeTokenPayload } from "../domain/token";
import { PlatformHttpError } from "../platform/platform-error";
import { connectSession } from "./session.connect";
import { sessionMachine } from "./session.machine";
import { SessionEvent } from "./session.schema";

const token = encodeTokenPayload({ id: 42 });
const member: MemberBasicInfo = {
  email: "ann@example.com", username: "ann", isVerified: false, credits: 0, favourites: [{ performerId: 7 }, { performerId: 9 }], showChangeUsername: true,
};
const request = { method: "GET", path: "/basic-info" };

function start() {
  const login = controllable<TokenResponse, LoginRequest>();
  const register = controllable<unknown, RegisterRequest>();
  const loadMember = controllable<MemberBasicInfo, { memberId: number | null }>();
  const loadInbox = controllable<unknown, void>();
  const log: string[] = [];
  const record = (name: string) => (_: unknown, params?: unknown) => log.push(params === undefined ? name : `${name} ${JSON.stringify(params)}`);
  const names = ["setPageLoader", "setToken", "persistAuth", "flagFavouritesCookie", "removeSessionItems", "fetchPromos", "goHome", "trackSignUp"] as const;
  const logError = vi.fn();
  const actor = createActor(
    sessionMachine.provide({
      actors: { login: login.logic, register: register.logic, loadMember: loadMember.logic, loadInbox: loadInbox.logic },
      actions: { ...Object.fromEntries(names.map((n) => [n, record(n)])), logError: (_, p) => logError(p.error) },
    }),
    { input: { fingerprint: "fp1", affiliateCode: "aff9" } },
  );
  // What the session announces to the other flows (the routing table's input), in order with the ports' calls.
  actor.on("*", (emitted) => log.push(emitted.type === "session.memberLoaded" ? `emit ${emitted.type} ${emitted.origin} refreshed=${emitted.refreshed}` : `emit ${JSON.stringify(emitted)}`));
  actor.start();
  const view = () => connectSession(actor.getSnapshot(), actor.send);
  const finishProcessing = async () => {
    loadMember.resolve(member);
    await settle();
    loadInbox.resolve(null);
    await settle();
  };
  return { login, register, loadMember, loadInbox, log, logError, actor, view, finishProcessing };
}

describe("session", () => {
  it("login: page loader, clear IVR cache, reset dial-in, token on every client, member, inbox, then favourites, promos (§4)", async () => {
    const t = start();
    t.view().login(" ann@example.com ", "secret1");
    expect(t.login.calls).toEqual([{ username: "ann@example.com", password: "secret1" }]);
    // The dial-in hears session.loggingIn through the routing table: it clears the cached IVR data and resets.
    expect(t.log).toEqual(['setPageLoader {"on":true}', 'emit {"type":"session.loggingIn"}']);
    t.login.resolve({ token });
    await settle();
    expect(t.loadMember.calls).toEqual([{ memberId: 42 }]);
    await t.finishProcessing();
    expect(t.log.slice(2)).toEqual([
      `setToken {"token":"${token}"}`,
      `persistAuth {"token":"${token}","username":"ann","days":30}`,
      "emit session.memberLoaded login refreshed=false",
      'flagFavouritesCookie {"days":365}',
      "fetchPromos",
      'setPageLoader {"on":false}',
      'emit {"type":"session.favourites","performerIds":[7,9]}',
    ]);
    expect(t.view()).toMatchObject({ status: "member", isMember: true, isGuest: false, memberId: 42, username: "ann", isUnverified: true, usernameIsEmail: false });
  });

  it("an invalid login sends nothing and shows the rule's keys (§5)", () => {
    const t = start();
    t.view().login("ann", "");
    expect(t.login.calls).toEqual([]);
    expect(t.view().loginErrors).toEqual(["username.invalid", "password.required"]);
  });

  it("a refused login keeps the guest with the server's label (§8)", async () => {
    const t = start();
    t.view().login("ann@example.com", "x");
    t.login.reject(new PlatformHttpError({ method: "POST", path: "/login" }, 400, "badRequest.login.notExists", null));
    await settle();
    expect(t.view()).toMatchObject({ status: "guest", isGuest: true, serverError: "badRequest.login.notExists" });
    expect(t.log.at(-1)).toBe('setPageLoader {"on":false}');
  });

  it("too many attempts: the label and the minutes to wait; the next attempt clears them (ARCHITECTURE §7)", async () => {
    const t = start();
    t.view().login("ann@example.com", "x");
    t.login.reject(new PlatformHttpError({ method: "POST", path: "/login" }, 429, "tooManyRequests", { label: "tooManyRequests", retryAfter: 150 }));
    await settle();
    expect(t.view()).toMatchObject({ status: "guest", serverError: "tooManyRequests", retryAfterMinutes: 3 });
    t.view().login("ann@example.com", "y");
    expect(t.view()).toMatchObject({ serverError: null, retryAfterMinutes: null });
  });

  it("register: member and fingerprint, auto-login with the e-mail, sign-up event with the affiliate code (§4)", async () => {
    const t = start();
    t.view().register(" new@example.com", "secret1");
    expect(t.register.calls).toEqual([{ email: "new@example.com", password: "secret1", meta: { fingerprint: "fp1" } }]);
    t.register.resolve({});
    await settle();
    expect(t.login.calls).toEqual([{ username: "new@example.com", password: "secret1" }]);
    t.login.resolve({ token });
    await settle();
    expect(t.log).toContain('trackSignUp {"affiliateCode":"aff9"}');
    await t.finishProcessing();
    expect(t.view()).toMatchObject({ status: "member", justRegistered: true });
  });

  it("an invalid or refused registration stays a guest", async () => {
    const t = start();
    t.view().register("x", "short");
    expect(t.view().registerErrors.length).toBeGreaterThan(0);
    t.view().register("new@example.com", "secret1");
    t.register.reject(new PlatformHttpError({ method: "POST", path: "/member" }, 400, "badRequest.email.exists", null));
    await settle();
    expect(t.view()).toMatchObject({ status: "guest", serverError: "badRequest.email.exists" });
    expect(t.login.calls).toEqual([]);
  });

  it("logout clears token and username, removes the two session items, refetches promos and goes home (§4)", async () => {
    const t = start();
    t.view().restore({ token, username: "ann" });
    await t.finishProcessing();
    t.log.length = 0;
    t.view().logout();
    expect(t.log).toEqual([
      'setToken {"token":null}',
      'persistAuth {"token":null,"username":null,"days":30}',
      'removeSessionItems {"keys":["ivr-cache","seenBanner"]}',
      'setPageLoader {"on":false}',
      "fetchPromos",
      "goHome",
      'emit {"type":"session.signedOut"}',
    ]);
    expect(t.view()).toMatchObject({ status: "guest", token: null, username: null, member: null });
  });

  it("a 403 loading the member logs out; another failure fails the login (§8)", async () => {
    const a = start();
    a.view().restore({ token, username: "ann" });
    a.loadMember.reject(new PlatformHttpError(request, 403, "forbidden", null));
    await settle();
    expect(a.view().status).toBe("guest");
    expect(a.log).toContain("goHome");
    const b = start();
    b.view().restore({ token, username: "ann" });
    b.loadMember.reject(new PlatformHttpError(request, 500, "UNDEFINED_ERROR", null));
    await settle();
    expect(b.view()).toMatchObject({ status: "guest", token: null, serverError: "UNDEFINED_ERROR" });
    expect(b.log).not.toContain("goHome");
    expect(b.logError).toHaveBeenCalled();
  });

  it("restoring without a token stays a guest; a restore does not refetch promos", async () => {
    const t = start();
    t.view().restore({ token: null, username: null });
    expect(t.view().status).toBe("guest");
    t.view().restore({ token, username: "ann" });
    await t.finishProcessing();
    expect(t.log).not.toContain("fetchPromos");
  });

  it("a token from another flow is processed from any state; an inbox failure is logged only", async () => {
    const t = start();
    t.view().acceptToken(token);
    expect(t.view().status).toBe("processing");
    t.loadMember.resolve(member);
    await settle();
    t.loadInbox.reject(new Error("500"));
    await settle();
    expect(t.view().status).toBe("member");
    expect(t.logError).toHaveBeenCalledWith(new Error("500"));
  });

  it("refresh reloads the member quietly and stays a member (no page loader)", async () => {
    const t = start();
    t.view().restore({ token, username: "ann" });
    await t.finishProcessing();
    t.log.length = 0;
    t.view().refresh();
    expect(t.view()).toMatchObject({ status: "member", isMember: true, isRefreshing: true, isBusy: false });
    t.view().refresh();
    expect(t.loadMember.calls).toEqual([{ memberId: 42 }, { memberId: 42 }]);
    t.loadMember.resolve({ ...member, email: "new@example.com", credits: 90 });
    await settle();
    expect(t.view()).toMatchObject({ status: "member", isRefreshing: false, member: { email: "new@example.com", credits: 90 } });
    expect(t.log).toEqual([`persistAuth {"token":"${token}","username":"ann","days":30}`, "emit session.memberLoaded restore refreshed=true"]);
    expect(t.loadInbox.calls).toHaveLength(1);
  });

  it("a refresh answered 403 logs out exactly as processing does; another failure keeps the member (§8)", async () => {
    const a = start();
    a.view().restore({ token, username: "ann" });
    await a.finishProcessing();
    a.log.length = 0;
    a.view().refresh();
    a.loadMember.reject(new PlatformHttpError(request, 403, "forbidden", null));
    await settle();
    const refreshLogout = [...a.log];
    expect(a.view()).toMatchObject({ status: "guest", token: null, member: null });

    const b = start();
    b.view().restore({ token, username: "ann" });
    b.log.length = 0;
    b.loadMember.reject(new PlatformHttpError(request, 403, "forbidden", null));
    await settle();
    expect(refreshLogout).toEqual(b.log);
    expect(refreshLogout).toContain("goHome");

    const c = start();
    c.view().restore({ token, username: "ann" });
    await c.finishProcessing();
    c.view().refresh();
    const error = new PlatformHttpError(request, 500, "UNDEFINED_ERROR", null);
    c.loadMember.reject(error);
    await settle();
    expect(c.logError).toHaveBeenCalledWith(error);
    expect(c.view()).toMatchObject({ status: "member", isRefreshing: false, token, member, serverError: null });
  });

  it("refresh is ignored unless a member", () => {
    const t = start();
    t.view().refresh();
    expect(t.loadMember.calls).toEqual([]);
    expect(t.view().status).toBe("guest");
  });

  it("its events decode", () => {
    expect(() => Schema.decodeUnknownSync(SessionEvent)({ type: "session.login", username: "a" })).toThrow();
    expect(() => Schema.decodeUnknownSync(SessionEvent)({ type: "session.credits", credits: "5" })).toThrow();
    expect(Schema.decodeUnknownSync(SessionEvent)({ type: "session.refresh" })).toEqual({ type: "session.refresh" });
  });
});
