import fc from "fast-check";
import { expect, test } from "vitest";
import { validatePassword, validateResetPassword } from "./password.rules";
import { validPassword, visibleString, withInnerWhitespace, withWhitespace } from "./rules.arbitraries";

test("valid passwords always pass", () => {
  fc.assert(fc.property(validPassword, (p) => validatePassword(p).ok));
});

test("any string with whitespace is rejected", () => {
  fc.assert(
    fc.property(withWhitespace, (p) => {
      const r = validatePassword(p);
      expect(r.ok).toBe(false);
      expect(r.ok ? [] : r.errors).toContain("password.whitespace");
    }),
  );
});

test("length outside 6-32 is always rejected", () => {
  fc.assert(
    fc.property(fc.oneof(visibleString(1, 5), visibleString(33, 60)), (p) => {
      const r = validatePassword(p);
      expect(r.ok ? [] : r.errors).toContainEqual(expect.stringMatching(/password\.(tooShort|tooLong)/));
    }),
  );
});

test("without a digit or without a letter is rejected", () => {
  fc.assert(fc.property(validPassword, (p) => !validatePassword(p.replace(/[0-9]/g, "x")).ok && !validatePassword(p.replace(/[A-Za-z]/g, "1")).ok));
});

test("reset: valid distinct passwords with equal repeat pass, whatever the padding", () => {
  fc.assert(
    fc.property(validPassword, validPassword, fc.constantFrom("", " ", "  \t"), (oldPassword, newPassword, pad) => {
      fc.pre(oldPassword !== newPassword);
      const r = validateResetPassword({ oldPassword: pad + oldPassword, newPassword: newPassword + pad, repeatPassword: pad + newPassword });
      expect(r).toEqual({ ok: true, value: { oldPassword, newPassword, repeatPassword: newPassword } });
    }),
  );
});

test("reset: the new password equal to the old one never passes", () => {
  fc.assert(fc.property(validPassword, (p) => {
    const r = validateResetPassword({ oldPassword: p, newPassword: p, repeatPassword: p });
    return !r.ok && r.errors.includes("newPassword.sameAsOld");
  }));
});

test("reset: a repeat that differs is a mismatch", () => {
  fc.assert(fc.property(validPassword, validPassword, (a, b) => {
    fc.pre(a !== b);
    const r = validateResetPassword({ oldPassword: "", newPassword: a, repeatPassword: b }, { requireOld: false });
    return !r.ok && r.errors.includes("repeatPassword.mismatch");
  }));
});

test("reset: inner whitespace in the new password survives trimming and is rejected", () => {
  fc.assert(fc.property(withInnerWhitespace(validPassword), (p) => {
    const r = validateResetPassword({ oldPassword: "", newPassword: p, repeatPassword: p }, { requireOld: false });
    return !r.ok && r.errors.includes("newPassword.whitespace");
  }));
});
