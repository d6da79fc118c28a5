import fc from "fast-check";
import { test } from "vitest";
import { validateLogin } from "./login.rules";
import { validEmail } from "./rules.arbitraries";

test("any e-mail with any non-empty password logs in", () => {
  fc.assert(fc.property(validEmail, fc.string({ minLength: 1 }), (username, password) => validateLogin({ username, password }).ok));
});

test("an empty password is always reported", () => {
  fc.assert(fc.property(fc.string(), (username) => {
    const r = validateLogin({ username, password: "" });
    return !r.ok && r.errors.includes("password.required");
  }));
});

test("a username without @ never passes", () => {
  fc.assert(fc.property(fc.string().filter((s) => !s.includes("@")), fc.string({ minLength: 1 }), (username, password) => !validateLogin({ username, password }).ok));
});
