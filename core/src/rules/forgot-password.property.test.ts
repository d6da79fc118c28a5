import fc from "fast-check";
import { expect, test } from "vitest";
import { forgotPasswordTarget, validateForgotPassword } from "./forgot-password.rules";
import { validEmail, visibleString } from "./rules.arbitraries";

test("every e-mail is sent as email", () => {
  fc.assert(fc.property(validEmail, (e) => {
    expect(validateForgotPassword(e)).toEqual({ ok: true, value: { email: e } });
  }));
});

test("text without @ or without a dot is sent as username", () => {
  fc.assert(fc.property(fc.string().filter((s) => !s.includes("@") || !s.includes(".")), (s) => "username" in forgotPasswordTarget(s)));
});

test("passes exactly when the trimmed text has at least 4 characters", () => {
  fc.assert(fc.property(fc.oneof(visibleString(0, 8), fc.string({ maxLength: 8 })), (s) => validateForgotPassword(s).ok === s.trim().length >= 4));
});
