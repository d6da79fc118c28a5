import { expect, test } from "vitest";
import { validateLogin } from "./login.rules";

test("login: username required and shaped like an e-mail; password required", () => {
  expect(validateLogin({ username: " jan@example.com ", password: "x" })).toEqual({ ok: true, value: { username: "jan@example.com", password: "x" } });
  expect(validateLogin({ username: "", password: "" })).toEqual({ ok: false, errors: ["username.required", "password.required"] });
  expect(validateLogin({ username: "jan", password: "secret" })).toEqual({ ok: false, errors: ["username.invalid"] });
});
