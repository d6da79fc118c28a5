import { describe, expect, it } from "vitest";
import { queryActionOf } from "./query-actions";

describe("query actions (§2.1)", () => {
  it("reads each action with its keys", () => {
    expect(queryActionOf({ action: "login", token: "t" })).toEqual({ kind: "login", token: "t" });
    expect(queryActionOf({ action: "login" })).toEqual({ kind: "openLogin" });
    expect(queryActionOf({ action: "register" })).toEqual({ kind: "register" });
    expect(queryActionOf({ action: "validate", key: "k" })).toEqual({ kind: "validate", key: "k" });
    expect(queryActionOf({ action: "resetpassword", token: "t", password: "p" })).toEqual({ kind: "resetPassword", token: "t", password: "p" });
  });

  it("does nothing for an incomplete reset link or no action", () => {
    expect(queryActionOf({ action: "resetpassword", token: "t" })).toBeNull();
    expect(queryActionOf({})).toBeNull();
  });

  it("a validate link without a key still opens the modal, which shows the failure", () => {
    expect(queryActionOf({ action: "validate" })).toEqual({ kind: "validate", key: "" });
  });
});
