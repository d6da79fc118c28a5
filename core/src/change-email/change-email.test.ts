import { Schema } from "effect";
import { describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { controllable, settle } from "../testing/machine-model";
import type { EmailChangeRequest } from "../domain/member.schema";
import { PlatformHttpError } from "../platform/platform-error";
import { connectChangeEmail } from "./change-email.connect";
import { changeEmailMachine } from "./change-email.machine";
import { ChangeEmailEvent } from "./change-email.schema";

const refusal = (label: string) => new PlatformHttpError({ method: "PUT", path: "/member" }, 400, label, null);

function start(currentEmail = "ann@example.com") {
  const api = controllable<unknown, EmailChangeRequest>();
  const emailChanged = vi.fn();
  const actor = createActor(
    changeEmailMachine.provide({ actors: { changeEmail: api.logic }, actions: { emailChanged: (_, p) => emailChanged(p.email) } }),
    { input: { memberId: 42, currentEmail } },
  ).start();
  const view = () => connectChangeEmail(actor.getSnapshot(), actor.send);
  const fill = (email: string, repeatEmail: string) => {
    view().input("email", email);
    view().input("repeatEmail", repeatEmail);
  };
  return { api, emailChanged, view, fill };
}

describe("change e-mail", () => {
  it("sends the trimmed entries for the member, then tells the app the new address (§5, §7 PUT /member)", async () => {
    const t = start();
    t.fill(" new@example.com ", "new@example.com ");
    expect(t.view().errors).toEqual([]);
    t.view().submit();
    expect(t.view()).toMatchObject({ status: "submitting", isBusy: true });
    expect(t.api.calls).toEqual([{ memberId: 42, data: { email: "new@example.com", repeatEmail: "new@example.com" } }]);
    t.api.resolve(true);
    await settle();
    expect(t.view()).toMatchObject({ isDone: true, isBusy: false, currentEmail: "new@example.com" });
    expect(t.emailChanged).toHaveBeenCalledWith("new@example.com");
  });

  it("starting for a member (the settings page) clears the form and targets that member", async () => {
    const t = start();
    t.fill("x@example.com", "y@example.com");
    t.view().start(7, "anna@example.com");
    expect(t.view()).toMatchObject({ status: "editing", currentEmail: "anna@example.com", fields: { email: "", repeatEmail: "" } });
    t.fill("anna2@example.com", "anna2@example.com");
    t.view().submit();
    expect(t.api.calls).toEqual([{ memberId: 7, data: { email: "anna2@example.com", repeatEmail: "anna2@example.com" } }]);
  });

  it("an invalid submit marks every field touched, shows the rule's keys and sends nothing (§5)", () => {
    const t = start();
    t.view().input("email", "nope");
    expect(t.view().errors).toEqual([]);
    t.view().submit();
    expect(t.api.calls).toEqual([]);
    expect(t.view().status).toBe("editing");
    expect(t.view().errorsFor("email")).toEqual(["email.invalid"]);
    expect(t.view().errorsFor("repeatEmail")).toEqual(["repeatEmail.required"]);
    t.fill("ANN@example.com", "ann@example.com");
    expect(t.view().errorsFor("email")).toEqual(["email.sameAsCurrent"]);
    expect(t.view().errorsFor("repeatEmail")).toEqual([]);
    t.fill("new@example.com", "other@example.com");
    expect(t.view().errors).toEqual(["repeatEmail.mismatch"]);
    t.view().submit();
    expect(t.api.calls).toEqual([]);
  });

  it("a double submit sends once", () => {
    const t = start();
    t.fill("new@example.com", "new@example.com");
    t.view().submit();
    t.view().submit();
    expect(t.api.calls).toHaveLength(1);
  });

  it("an address in use is told apart from any other failure; editing clears it (§8)", async () => {
    const t = start();
    t.fill("new@example.com", "new@example.com");
    t.view().submit();
    t.api.reject(refusal("badRequest.email.exists"));
    await settle();
    expect(t.view()).toMatchObject({ status: "editing", serverError: "emailExists", fields: { email: "new@example.com", repeatEmail: "new@example.com" } });
    t.view().input("email", "new2@example.com");
    expect(t.view().serverError).toBeNull();
    t.view().input("repeatEmail", "new2@example.com");
    t.view().submit();
    t.api.reject(new Error("offline"));
    await settle();
    expect(t.view().serverError).toBe("undefinedError");
    expect(t.emailChanged).not.toHaveBeenCalled();
  });

  it("again: an empty form for the address just set", async () => {
    const t = start();
    t.fill("new@example.com", "new@example.com");
    t.view().submit();
    t.api.resolve(true);
    await settle();
    t.view().again();
    expect(t.view()).toMatchObject({ status: "editing", fields: { email: "", repeatEmail: "" }, errors: [], serverError: null, currentEmail: "new@example.com" });
    t.fill("new@example.com", "new@example.com");
    t.view().submit();
    expect(t.view().errorsFor("email")).toEqual(["email.sameAsCurrent"]);
    expect(t.api.calls).toHaveLength(1);
  });

  it("its events decode", () => {
    expect(Schema.decodeUnknownSync(ChangeEmailEvent)({ type: "changeEmail.input", field: "repeatEmail", value: "x" })).toEqual({ type: "changeEmail.input", field: "repeatEmail", value: "x" });
    expect(() => Schema.decodeUnknownSync(ChangeEmailEvent)({ type: "changeEmail.input", field: "password", value: "x" })).toThrow();
  });
});
