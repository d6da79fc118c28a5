import { expect, test } from "vitest";
import { forgotPasswordTarget, validateForgotPassword } from "./forgot-password.rules";

test("forgot password: required, at least 4", () => {
  expect(validateForgotPassword("  ")).toEqual({ ok: false, errors: ["forgotPassword.required"] });
  expect(validateForgotPassword("abc")).toEqual({ ok: false, errors: ["forgotPassword.tooShort"] });
  expect(validateForgotPassword("abcd")).toEqual({ ok: true, value: { username: "abcd" } });
});

test("sent as e-mail when it contains an at sign and a dot, else as username", () => {
  expect(validateForgotPassword(" jan@example.com ")).toEqual({ ok: true, value: { email: "jan@example.com" } });
  expect(forgotPasswordTarget("jan@example")).toEqual({ username: "jan@example" });
  expect(forgotPasswordTarget("jan.smit")).toEqual({ username: "jan.smit" });
  expect(forgotPasswordTarget("j.@x")).toEqual({ email: "j.@x" });
});
