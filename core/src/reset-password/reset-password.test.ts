import { Schema } from "effect";
import { describe, expect, it, vi } from "vitest";
import { SimulatedClock, createActor } from "xstate";
import { controllable, settle } from "../testing/machine-model";
import type { PasswordChangeRequest } from "../domain/member.schema";
import { encodeTokenPayload } from "../domain/token";
import { PlatformHttpError } from "../platform/platform-error";
import { connectResetPassword } from "./reset-password.connect";
import { resetPasswordMachine } from "./reset-password.machine";
import { ResetPasswordEvent } from "./reset-password.schema";

const memberToken = encodeTokenPayload({ id: 42 });
const linkToken = encodeTokenPayload({ id: 7 });

function start() {
  const clock = new SimulatedClock();
  const api = controllable<unknown, PasswordChangeRequest>();
  const spies = { logout: vi.fn(), processToken: vi.fn(), leave: vi.fn(), clearQueryKeys: vi.fn(), announceChange: vi.fn() };
  const actor = createActor(
    resetPasswordMachine.provide({
      actors: { changePassword: api.logic },
      actions: { clearQueryKeys: spies.clearQueryKeys, goHome: () => spies.leave(null, { presentation: "page" }) },
    }),
    { clock },
  );
  // What the reset announces for the routing table (the session, the modal host).
  actor.on("resetPassword.logout", () => spies.logout());
  actor.on("resetPassword.token", (event) => spies.processToken(event.token));
  actor.on("resetPassword.closed", () => spies.leave(null, { presentation: "modal" }));
  actor.on("resetPassword.changed", () => spies.announceChange());
  actor.start();
  const view = () => connectResetPassword(actor.getSnapshot(), actor.send);
  const fill = (oldPassword: string, newPassword: string, repeatPassword: string) => {
    view().input("oldPassword", oldPassword);
    view().input("newPassword", newPassword);
    view().input("repeatPassword", repeatPassword);
  };
  return { clock, api, spies, actor, view, fill };
}

describe("reset password", () => {
  it("logged-in mode: sends the trimmed fields for the token's member, then announces the change on a page", async () => {
    const t = start();
    t.actor.send({ type: "resetPassword.start", presentation: "page", link: null, loginToken: memberToken });
    expect(t.view()).toMatchObject({ status: "form", showOldField: true });
    t.fill(" secret1 ", "newpass2 ", " newpass2");
    t.view().submit();
    expect(t.view().isLoading).toBe(true);
    expect(t.api.calls).toEqual([{ memberId: 42, data: { password: "secret1", newPassword: "newpass2", repeatNewPassword: "newpass2" } }]);
    t.api.resolve(true);
    await settle();
    expect(t.view()).toMatchObject({ isComplete: true, showCompletion: false });
    expect(t.spies.clearQueryKeys).toHaveBeenCalledTimes(1);
    expect(t.spies.announceChange).toHaveBeenCalledTimes(1);
  });

  it("e-mail-link mode: logs out, logs in with the link token, hides the old field and sends the link's password", async () => {
    const t = start();
    t.actor.send({ type: "resetPassword.start", presentation: "modal", link: { token: linkToken, password: "tmp123" }, loginToken: memberToken });
    expect(t.spies.logout).toHaveBeenCalled();
    expect(t.spies.processToken).toHaveBeenCalledWith(linkToken);
    expect(t.view().showOldField).toBe(false);
    t.fill("", "newpass2", "newpass2");
    t.view().submit();
    expect(t.api.calls[0]).toMatchObject({ memberId: 7, data: { password: "tmp123" } });
    t.api.resolve(true);
    await settle();
    expect(t.view()).toMatchObject({ showCompletion: true });
    expect(t.spies.announceChange).not.toHaveBeenCalled();
  });

  it("an invalid submit marks every field touched, shows each failure separately and sends nothing (§5)", () => {
    const t = start();
    t.actor.send({ type: "resetPassword.start", presentation: "page", link: null, loginToken: memberToken });
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
    t.actor.send({ type: "resetPassword.start", presentation: "page", link: { token: linkToken, password: "x" }, loginToken: null });
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
    t.actor.send({ type: "resetPassword.start", presentation: "modal", link: { token: linkToken, password: "x" }, loginToken: null });
    t.fill("", "newpass2", "newpass2");
    t.view().submit();
    t.api.reject(refused());
    await settle();
    expect(t.view()).toMatchObject({ status: "form", isLinkExpired: true, isUndefinedError: false });

    const u = start();
    u.actor.send({ type: "resetPassword.start", presentation: "page", link: null, loginToken: memberToken });
    u.fill("oldpass1", "newpass2", "newpass2");
    u.view().submit();
    u.api.reject(refused());
    await settle();
    expect(u.view()).toMatchObject({ isLinkExpired: false, isUndefinedError: true });
  });

  it("a guest not from e-mail goes home after 1 s (§2.4)", () => {
    const t = start();
    t.actor.send({ type: "resetPassword.start", presentation: "page", link: null, loginToken: null });
    t.clock.increment(999);
    expect(t.spies.leave).not.toHaveBeenCalled();
    t.clock.increment(1);
    expect(t.spies.leave).toHaveBeenCalledTimes(1);
    expect(t.view().status).toBe("left");
  });

  it("without a member id in the token the modal closes at once", () => {
    const t = start();
    t.actor.send({ type: "resetPassword.start", presentation: "modal", link: null, loginToken: "opaque" });
    expect(t.view().status).toBe("left");
    expect(t.spies.leave).toHaveBeenCalledTimes(1);
    expect(t.spies.leave.mock.calls[0]?.[1]).toEqual({ presentation: "modal" });
  });

  it("a new start (the settings page after an e-mail-link modal) begins afresh in its own mode", () => {
    const t = start();
    t.view().start({ presentation: "modal", link: { token: linkToken, password: "code1234" }, loginToken: null });
    expect(t.view()).toMatchObject({ status: "form", showOldField: false });
    t.view().start({ presentation: "page", link: null, loginToken: memberToken });
    expect(t.view()).toMatchObject({ status: "form", showOldField: true, fields: { oldPassword: "", newPassword: "", repeatPassword: "" } });
  });

  it("from the settings (logged-in, page): a change is announced, again gives an empty form for the next one (§4 password page)", async () => {
    const t = start();
    t.actor.send({ type: "resetPassword.start", presentation: "page", link: null, loginToken: memberToken });
    t.fill("secret1", "newpass2", "newpass2");
    t.view().submit();
    t.api.resolve(true);
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

  it("again after an e-mail-link change asks for the old password: the link's code is spent (§8)", async () => {
    const t = start();
    t.actor.send({ type: "resetPassword.start", presentation: "modal", link: { token: linkToken, password: "tmp123" }, loginToken: null });
    t.fill("", "newpass2", "newpass2");
    t.view().submit();
    t.api.resolve(true);
    await settle();
    t.view().again();
    expect(t.view()).toMatchObject({ status: "form", showOldField: true, fields: { oldPassword: "" } });
    t.fill("newpass2", "newpass3", "newpass3");
    t.view().submit();
    expect(t.api.calls[1]).toEqual({ memberId: 7, data: { password: "newpass2", newPassword: "newpass3", repeatNewPassword: "newpass3" } });
  });

  it("again is ignored outside the completion", () => {
    const t = start();
    t.actor.send({ type: "resetPassword.start", presentation: "page", link: null, loginToken: memberToken });
    t.view().input("newPassword", "newpass2");
    t.view().again();
    expect(t.view().fields.newPassword).toBe("newpass2");
  });

  it("its events decode", () => {
    expect(() => Schema.decodeUnknownSync(ResetPasswordEvent)({ type: "resetPassword.input", field: "other", value: "" })).toThrow();
  });
});
