import { PlatformHttpError } from "../platform/platform-error";
import { Schema } from "effect";
import { describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { controllable, settle } from "../testing/machine-model";
import type { ForgotPasswordTarget } from "../rules/forgot-password.rules";
import { connectForgotPassword } from "./forgot-password.connect";
import { forgotPasswordMachine } from "./forgot-password.machine";
import { ForgotPasswordEvent } from "./forgot-password.schema";

function start() {
  const api = controllable<unknown, ForgotPasswordTarget>();
  const logError = vi.fn();
  const actor = createActor(
    forgotPasswordMachine.provide({ actors: { requestReset: api.logic }, actions: { logError: (_, p) => logError(p.error) } }),
  ).start();
  return { api, logError, view: () => connectForgotPassword(actor.getSnapshot(), actor.send) };
}

describe("forgot password", () => {
  it("sends text with an at sign and a dot as e-mail, trimmed, then shows complete (§5)", async () => {
    const { api, view } = start();
    view().input("  ann@example.com ");
    view().submit();
    expect(view()).toMatchObject({ status: "sending", isSending: true });
    expect(api.calls).toEqual([{ email: "ann@example.com" }]);
    api.resolve(true);
    await settle();
    expect(view()).toMatchObject({ status: "complete", isComplete: true, sentEmail: "ann@example.com" });
  });

  it("sends other text as a username", () => {
    const { api, view } = start();
    view().input("anna");
    view().submit();
    expect(api.calls).toEqual([{ username: "anna" }]);
    expect(view().sentEmail).toBeNull();
  });

  it("a failed call is logged and complete is shown anyway (§8)", async () => {
    const { api, view, logError } = start();
    view().input("anna");
    view().submit();
    api.reject(new Error("500"));
    await settle();
    expect(view().status).toBe("complete");
    expect(logError).toHaveBeenCalledWith(new Error("500"));
  });

  it("too many requests keep the form and say how long to wait; the next submit clears it (ARCHITECTURE §7)", async () => {
    const { api, view, logError } = start();
    view().input("anna@example.com");
    view().submit();
    const refused = new PlatformHttpError({ method: "POST", path: "/forgot-password" }, 429, "tooManyRequests", { retryAfter: 200 });
    api.reject(refused);
    await settle();
    expect(view()).toMatchObject({ status: "form", isComplete: false, retryAfterMinutes: 4, text: "anna@example.com" });
    expect(logError).toHaveBeenCalledWith(refused);
    view().submit();
    expect(view()).toMatchObject({ status: "sending", retryAfterMinutes: null });
  });

  it("an invalid submit sends nothing and shows the rule's keys, kept current while typing", () => {
    const { api, view } = start();
    view().input("abc");
    expect(view().errors).toEqual([]);
    view().submit();
    expect(view()).toMatchObject({ status: "form", errors: ["forgotPassword.tooShort"], isInvalid: true });
    view().input(" ");
    expect(view().errors).toEqual(["forgotPassword.required"]);
    view().input("abcd");
    expect(view().errors).toEqual([]);
    expect(api.calls).toEqual([]);
  });

  it("going back from complete shows an empty form", async () => {
    const { api, view } = start();
    view().input("anna");
    view().submit();
    api.resolve(true);
    await settle();
    view().back();
    expect(view()).toMatchObject({ status: "form", text: "", errors: [], sentEmail: null });
  });

  it("its events decode from plain data", () => {
    expect(Schema.decodeUnknownSync(ForgotPasswordEvent)({ type: "forgotPassword.input", text: "a" })).toEqual({ type: "forgotPassword.input", text: "a" });
    expect(() => Schema.decodeUnknownSync(ForgotPasswordEvent)({ type: "forgotPassword.input" })).toThrow();
  });
});
