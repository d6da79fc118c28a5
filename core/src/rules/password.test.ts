import { expect, test } from "vitest";
import { passwordShapeErrors, validateChangePassword, validatePassword, validateResetPassword } from "./password.rules";

test("password: 6-32, a digit, a letter, no whitespace; each failure reported", () => {
  expect(validatePassword("abc123")).toEqual({ ok: true, value: "abc123" });
  expect(validatePassword("")).toEqual({ ok: false, errors: ["password.required"] });
  expect(validatePassword("a1")).toEqual({ ok: false, errors: ["password.tooShort"] });
  expect(validatePassword(`a1${"x".repeat(31)}`)).toEqual({ ok: false, errors: ["password.tooLong"] });
  expect(validatePassword("abcdefg")).toEqual({ ok: false, errors: ["password.noDigit"] });
  expect(validatePassword("1234567")).toEqual({ ok: false, errors: ["password.noLetter"] });
  expect(validatePassword("abc 123")).toEqual({ ok: false, errors: ["password.whitespace"] });
  expect(passwordShapeErrors(" ")).toEqual(["tooShort", "noDigit", "noLetter", "whitespace"]);
  expect(validatePassword(`a1${"x".repeat(30)}`).ok).toBe(true);
});

test("reset password: trimmed fields, old at least 6, new differs, repeat equal", () => {
  const ok = validateResetPassword({ oldPassword: " secret1 ", newPassword: " better2 ", repeatPassword: "better2" });
  expect(ok).toEqual({ ok: true, value: { oldPassword: "secret1", newPassword: "better2", repeatPassword: "better2" } });
  expect(validateResetPassword({ oldPassword: "", newPassword: "", repeatPassword: "" })).toEqual({
    ok: false, errors: ["oldPassword.required", "newPassword.required", "repeatPassword.required"],
  });
  expect(validateResetPassword({ oldPassword: "abc", newPassword: "better2", repeatPassword: "better3" })).toEqual({
    ok: false, errors: ["oldPassword.tooShort", "repeatPassword.mismatch"],
  });
  expect(validateResetPassword({ oldPassword: "same123", newPassword: "same123", repeatPassword: "same123" })).toEqual({
    ok: false, errors: ["newPassword.sameAsOld"],
  });
  expect(validateResetPassword({ oldPassword: "secret1", newPassword: "no digits", repeatPassword: "no digits" })).toEqual({
    ok: false, errors: ["newPassword.noDigit", "newPassword.whitespace"],
  });
});

test("reset from an e-mail link does not check the old password", () => {
  expect(validateResetPassword({ oldPassword: "", newPassword: "better2", repeatPassword: "better2" }, { requireOld: false }).ok).toBe(true);
});

test("change password uses the same rules with the old password required", () => {
  expect(validateChangePassword({ oldPassword: "", newPassword: "better2", repeatPassword: "better2" })).toEqual({
    ok: false, errors: ["oldPassword.required"],
  });
});
