import fc from "fast-check";
import { expect, test } from "vitest";
import { validateRegister, validateRegistrationDetails } from "./register.rules";
import { usernameString, validEmail, validPassword, withWhitespace } from "./rules.arbitraries";

test("valid e-mail and password always register", () => {
  fc.assert(fc.property(validEmail, validPassword, (email, password) => validateRegister({ email, password }).ok));
});

test("a password with whitespace never registers", () => {
  fc.assert(fc.property(validEmail, withWhitespace, (email, password) => !validateRegister({ email, password }).ok));
});

test("under 18 is always refused, 18 and over accepted", () => {
  const details = fc.record({
    email: validEmail, password: validPassword, username: usernameString(4, 14).filter((u) => !/^(admin|4dmin|help|support|5upport)$/i.test(u)),
  });
  fc.assert(fc.property(details, fc.integer({ min: 0, max: 17 }), (d, age) => {
    const r = validateRegistrationDetails({ ...d, age, termsAccepted: true });
    expect(r).toEqual({ ok: false, errors: ["age.underage"] });
  }));
  fc.assert(fc.property(details, fc.integer({ min: 18, max: 120 }), (d, age) => validateRegistrationDetails({ ...d, age, termsAccepted: true }).ok));
});
