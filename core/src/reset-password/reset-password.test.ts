import { Schema } from "effect";
import { describe, expect, it, vi } from "vitest";
import { SimulatedClock, createActor } from "xstate";
import { controllable, settle } from "../testing/machine-model";
import type { LoginRequest } from "../domain/member.schema";
import { encodeTokenPayload } from "../domain/token";
import { PlatformHttpError } from "../platform/platform-error";
import { connectResetPassword } from "./reset-password.connect";
import { resetPasswordMachine, type PasswordChangeInput } from "./reset-password.machine";
import { ResetPasswordEvent } from "./reset-password.schema";

const memberToken = encodeTokenPayload({ id: 42 });
const linkToken = encodeTokenPayload({ id: 7 });
const EMAIL = "anna@example.com";

function start() {
  const clock = new SimulatedClock();
  const api = controllable<unknown, PasswordChangeInput>();
  const login = controllable<{ token: string }, LoginRequest>();
  const spies = { logout: vi.fn(), renewToken: vi.fn(), leave: vi.fn(), clearQueryKeys: vi.fn(), announceChange: vi.fn(), logError: vi.fn() };
  const actor = createActor(
    resetPasswordMachine.provide({
      actors: { changePassword: api.logic, renewLogin: login.logic },
      actions: { clearQueryKeys: spies.clearQueryKeys, goHome: () => spies.leave(null, { presentation: "page" }), logError: spies.logError },
    }),
    { clock },
  );
  // What the reset announces for the routing table (the session, the modal host).
  actor.on("resetPassword.logout", () => spies.logout());
  actor.on("resetPassword.token", (event) => spies.renewToken(event.token));
  actor.on("resetPassword.closed", () => spies.leave(null, { presentation: "modal" }));
  actor.on("resetPassword.changed", () => spies.announceChange());
  actor.start();
  const view = () => connectResetPassword(actor.getSnapshot(), actor.send);
  const fill = (oldPassword: string, newPassword: string, repeatPassword: string) => {
    view().input("oldPassword", oldPassword);
    view().input("newPassword", newPassword);
    view().input("repeatPassword", repeatPassword);
  };
  return { clock, api, login, spies, actor, view, fill };
}

/** Logged in, on the settings page: a valid change the platform accepted; the new login is on its way. */
async function changedInSettings() {
  const t = start();
  t.actor.send({ type: "resetPassword.start", presentation: "page", link: null, loginToken: memberToken, username: EMAIL });
  t.fill("secret1", "newpass2", "newpass2");
  t.view().submit();
  t.api.resolve(true);
  await settle();
  return t;
}

describe("reset password", () => {
  it("logged-in mode: sends the trimmed fields for the token's member, then announces the change on a page", async () => {
    const t = start();
    t.actor.send({ type: "resetPassword.start", presentation: "page", link: null, loginToken: memberToken, username: EMAIL });
    expect(t.view()).toMatchObject({ status: "form", showOldField: true });
    t.fill(" secret1 ", "newpass2 ", " newpass2");
    t.view().submit();
    expect(t.view().isLoading).toBe(true);
    expect(t.api.calls).toEqual([{ memberId: 42, data: { password: "secret1", newPassword: "newpass2", repeatNewPassword: "newpass2" } }]);
    t.api.resolve(true);
    await settle();
    // ARCHITECTURE §7 the change revoked the session's token: log in again with the new password for a fresh one.
    expect(t.login.calls).toEqual([{ username: EMAIL, password: "newpass2" }]);
    expect(t.view()).toMatchObject({ isLoading: true, isComplete: false });
    t.login.resolve({ token: "fresh-token" });
    await settle();
    expect(t.spies.renewToken).toHaveBeenCalledWith("fresh-token");
    expect(t.view()).toMatchObject({ isComplete: true, showCompletion: false });
    expect(t.spies.clearQueryKeys).toHaveBeenCalledTimes(1);
    expect(t.spies.announceChange).toHaveBeenCalledTimes(1);
  });

  it("a failed login after the change still completes it, and is logged (the revoked token logs out on its next use, §8)", async () => {
    const t = await changedInSettings();
    t.login.reject(new Error("offline"));
    await settle();
    expect(t.view()).toMatchObject({ isComplete: true, isUndefinedError: false });
    expect(t.spies.renewToken).not.toHaveBeenCalled();
    expect(t.spies.logError).toHaveBeenCalledTimes(1);
    expect(t.spies.announceChange).toHaveBeenCalledTimes(1);
  });

  it("e-mail-link mode: logs out, changes with the link's reset token (which logs nobody in), then offers the login", async () => {
    const t = start();
    t.actor.send({ type: "resetPassword.start", presentation: "modal", link: { token: linkToken, password: "tmp123" }, loginToken: memberToken, username: null });
    expect(t.spies.logout).toHaveBeenCalled();
    expect(t.view().showOldField).toBe(false);
    t.fill("", "newpass2", "newpass2");
    t.view().submit();
    // ARCHITECTURE §7 the reset token authorises this call only; the session never holds it.
    expect(t.api.calls[0]).toMatchObject({ memberId: 7, data: { password: "tmp123" }, token: linkToken });
    t.api.resolve(true);
    await settle();
    expect(t.view()).toMatchObject({ showCompletion: true, offerLogin: true });
    expect(t.spies.renewToken).not.toHaveBeenCalled();
    expect(t.login.calls).toEqual([]);
    expect(t.spies.announceChange).not.toHaveBeenCalled();
  });

  it("an invalid submit marks every field touched, shows each failure separately and sends nothing (§5)", () => {
    const t = start();
    t.actor.send({ type: "resetPassword.start", presentation: "page", link: null, loginToken: memberToken, username: EMAIL });
    t.view().input("oldPassword", "abc");
    expect(t.view().errors).toEqual([]);
    t.view().blur("oldPassword");
    expect(t.view().errors).toEqual(["oldPassword.tooShort"]);
    t.view().input("newPassword", "xyz");
    t.view().submit();
    expect(t.api.calls).toEqual([]);
    expect(t.view().errorsFor("newPassword")).toEqual(["newPassword.tooShort", "newPassword.noDigit"]);
    expect(t.view().errorsFor("repeatPassword")).toEqual(["repeatPassword.required"]);
  });

  it("tells an incorrect password (link expired from e-mail) from an undefined error (§8)", async () => {
    const t = start();
    t.actor.send({ type: "resetPassword.start", presentation: "page", link: { token: linkToken, password: "x" }, loginToken: null, username: null });
    t.fill("", "newpass2", "newpass2");
    t.view().submit();
    t.api.reject(new PlatformHttpError({ method: "PUT", path: "/member" }, 400, "badRequest.incorrectPassword", null));
    await settle();
    expect(t.view()).toMatchObject({ status: "form", isIncorrectPassword: true, isLinkExpired: true });
    t.view().submit();
    t.api.reject(new Error("offline"));
    await settle();
    expect(t.view()).toMatchObject({ isIncorrectPassword: false, isUndefinedError: true });
  });

  it("a refused token reads as an expired link from e-mail, and as an undefined error when logged in (§8)", async () => {
    const refused = () => new PlatformHttpError({ method: "PUT", path: "/member" }, 403, "forbidden.token.expired", null);
    const t = start();
    t.actor.send({ type: "resetPassword.start", presentation: "modal", link: { token: linkToken, password: "x" }, loginToken: null, username: null });
    t.fill("", "newpass2", "newpass2");
    t.view().submit();
    t.api.reject(refused());
    await settle();
    expect(t.view()).toMatchObject({ status: "form", isLinkExpired: true, isUndefinedError: false });

    const u = start();
    u.actor.send({ type: "resetPassword.start", presentation: "page", link: null, loginToken: memberToken, username: EMAIL });
    u.fill("oldpass1", "newpass2", "newpass2");
    u.view().submit();
    u.api.reject(refused());
    await settle();
    expect(u.view()).toMatchObject({ isLinkExpired: false, isUndefinedError: true });
  });

  it("a guest not from e-mail goes home after 1 s (§2.4)", () => {
    const t = start();
    t.actor.send({ type: "resetPassword.start", presentation: "page", link: null, loginToken: null, username: null });
    t.clock.increment(999);
    expect(t.spies.leave).not.toHaveBeenCalled();
    t.clock.increment(1);
    expect(t.spies.leave).toHaveBeenCalledTimes(1);
    expect(t.view().status).toBe("left");
  });

  it("without a member id in the token the modal closes at once", () => {
    const t = start();
    t.actor.send({ type: "resetPassword.start", presentation: "modal", link: null, loginToken: "opaque", username: null });
    expect(t.view().status).toBe("left");
    expect(t.spies.leave).toHaveBeenCalledTimes(1);
    expect(t.spies.leave.mock.calls[0]?.[1]).toEqual({ presentation: "modal" });
  });

  it("a new start (the settings page after an e-mail-link modal) begins afresh in its own mode", () => {
    const t = start();
    t.view().start({ presentation: "modal", link: { token: linkToken, password: "code1234" }, loginToken: null, username: null });
    expect(t.view()).toMatchObject({ status: "form", showOldField: false });
    t.view().start({ presentation: "page", link: null, loginToken: memberToken, username: EMAIL });
    expect(t.view()).toMatchObject({ status: "form", showOldField: true, fields: { oldPassword: "", newPassword: "", repeatPassword: "" } });
  });

  it("from the settings (logged-in, page): a change is announced, again gives an empty form for the next one (§4 password page)", async () => {
    const t = await changedInSettings();
    t.login.resolve({ token: "fresh-token" });
    await settle();
    expect(t.view()).toMatchObject({ status: "complete", isComplete: true, showCompletion: false });
    expect(t.spies.announceChange).toHaveBeenCalledTimes(1);
    expect(t.spies.leave).not.toHaveBeenCalled();
    t.view().again();
    expect(t.view()).toMatchObject({ status: "form", showOldField: true, errors: [], isIncorrectPassword: false, fields: { oldPassword: "", newPassword: "", repeatPassword: "" } });
    expect(t.actor.getSnapshot().context.touched).toEqual([]);
    t.view().submit();
    expect(t.api.calls).toHaveLength(1);
    expect(t.view().errorsFor("oldPassword")).toEqual(["oldPassword.required"]);
    t.fill("newpass2", "newpass3", "newpass3");
    t.view().submit();
    expect(t.api.calls[1]).toEqual({ memberId: 42, data: { password: "newpass2", newPassword: "newpass3", repeatNewPassword: "newpass3" } });
  });

  it("again after an e-mail-link change is ignored: the link's code and token are spent (§8)", async () => {
    const t = start();
    t.actor.send({ type: "resetPassword.start", presentation: "modal", link: { token: linkToken, password: "tmp123" }, loginToken: null, username: null });
    t.fill("", "newpass2", "newpass2");
    t.view().submit();
    t.api.resolve(true);
    await settle();
    t.view().again();
    expect(t.view()).toMatchObject({ status: "complete", showCompletion: true });
    expect(t.api.calls).toHaveLength(1);
  });

  it("again is ignored outside the completion", () => {
    const t = start();
    t.actor.send({ type: "resetPassword.start", presentation: "page", link: null, loginToken: memberToken, username: EMAIL });
    t.view().input("newPassword", "newpass2");
    t.view().again();
    expect(t.view().fields.newPassword).toBe("newpass2");
  });

  it("its events decode", () => {
    expect(() => Schema.decodeUnknownSync(ResetPasswordEvent)({ type: "resetPassword.input", field: "other", value: "" })).toThrow();
  });
});
