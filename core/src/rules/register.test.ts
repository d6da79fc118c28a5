import { expect, test } from "vitest";
import { validateRegister, validateRegistrationDetails } from "./register.rules";

test("register form: e-mail and password rules together", () => {
  expect(validateRegister({ email: " jan@example.com", password: "secret1" })).toEqual({
    ok: true, value: { email: "jan@example.com", password: "secret1" },
  });
  expect(validateRegister({ email: "", password: "short" })).toEqual({
    ok: false, errors: ["email.required", "password.tooShort", "password.noDigit"],
  });
});

test("catalogue reading: username, age 18 or older, terms accepted", () => {
  const base = { email: "jan@example.com", password: "secret1", username: "jan_1", age: 18, termsAccepted: true };
  expect(validateRegistrationDetails(base).ok).toBe(true);
  expect(validateRegistrationDetails({ ...base, age: 17, termsAccepted: false })).toEqual({ ok: false, errors: ["age.underage", "terms.required"] });
  expect(validateRegistrationDetails({ ...base, age: undefined })).toEqual({ ok: false, errors: ["age.required"] });
  expect(validateRegistrationDetails({ ...base, username: "ab" })).toEqual({ ok: false, errors: ["username.tooShort"] });
  expect(validateRegistrationDetails({ ...base, username: "hotbabe" }, ["babe"])).toEqual({ ok: false, errors: ["username.forbiddenWord"] });
});
