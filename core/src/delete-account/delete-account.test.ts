import { Schema } from "effect";
import { describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { controllable, settle } from "../testing/machine-model";
import { PlatformHttpError } from "../platform/platform-error";
import { connectDeleteAccount } from "./delete-account.connect";
import { deleteAccountMachine } from "./delete-account.machine";
import { DeleteAccountEvent } from "./delete-account.schema";

function start() {
  const api = controllable<unknown, void>();
  const accountDeleted = vi.fn();
  const logError = vi.fn();
  const actor = createActor(
    deleteAccountMachine.provide({ actors: { deleteAccount: api.logic }, actions: { accountDeleted, logError: (_, p) => logError(p.error) } }),
  ).start();
  return { api, accountDeleted, logError, actor, view: () => connectDeleteAccount(actor.getSnapshot(), actor.send) };
}

describe("delete account", () => {
  it("asks for confirmation, deletes once confirmed, then tells the app (§1, §7 DELETE /member)", async () => {
    const t = start();
    expect(t.view()).toMatchObject({ status: "idle", isConfirming: false });
    t.view().request();
    expect(t.view()).toMatchObject({ isConfirming: true, isDeleting: false });
    expect(t.api.calls).toEqual([]);
    t.view().confirm();
    expect(t.view()).toMatchObject({ isConfirming: true, isDeleting: true });
    expect(t.api.calls).toHaveLength(1);
    t.api.resolve(true);
    await settle();
    expect(t.view()).toMatchObject({ isDeleted: true, isDeleting: false, isConfirming: false });
    expect(t.accountDeleted).toHaveBeenCalledTimes(1);
    expect(t.actor.getSnapshot().status).toBe("done");
  });

  it("cancel closes the confirmation without a call", () => {
    const t = start();
    t.view().request();
    t.view().cancel();
    expect(t.view()).toMatchObject({ status: "idle", isConfirming: false });
    expect(t.api.calls).toEqual([]);
  });

  it("a double confirm deletes once; cancel is ignored while deleting", () => {
    const t = start();
    t.view().request();
    t.view().confirm();
    t.view().confirm();
    t.view().cancel();
    expect(t.api.calls).toHaveLength(1);
    expect(t.view().isDeleting).toBe(true);
  });

  it("a failure is logged and the confirmation offered again; a retry clears the flag", async () => {
    const t = start();
    t.view().request();
    t.view().confirm();
    const error = new PlatformHttpError({ method: "DELETE", path: "/member" }, 500, "UNDEFINED_ERROR", null);
    t.api.reject(error);
    await settle();
    expect(t.view()).toMatchObject({ status: "confirming", hasFailed: true, isDeleted: false });
    expect(t.logError).toHaveBeenCalledWith(error);
    expect(t.accountDeleted).not.toHaveBeenCalled();
    t.view().confirm();
    expect(t.view()).toMatchObject({ isDeleting: true, hasFailed: false });
    expect(t.api.calls).toHaveLength(2);
  });

  it("its events decode", () => {
    expect(Schema.decodeUnknownSync(DeleteAccountEvent)({ type: "deleteAccount.confirm" })).toEqual({ type: "deleteAccount.confirm" });
    expect(() => Schema.decodeUnknownSync(DeleteAccountEvent)({ type: "deleteAccount.now" })).toThrow();
  });
});
