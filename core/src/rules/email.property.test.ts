import fc from "fast-check";
import { expect, test } from "vitest";
import { validateChangeEmail, validateEmail } from "./email.rules";
import { validEmail, withInnerWhitespace } from "./rules.arbitraries";

test("valid e-mails always pass, padded or not", () => {
  fc.assert(
    fc.property(validEmail, fc.string({ unit: fc.constantFrom(" ", "\t"), maxLength: 3 }), (email, pad) => {
      expect(validateEmail(pad + email + pad)).toEqual({ ok: true, value: email });
    }),
  );
});

test("strings without an @ never pass", () => {
  fc.assert(fc.property(fc.string().filter((s) => !s.includes("@")), (s) => !validateEmail(s).ok));
});

test("an e-mail with inner whitespace is rejected", () => {
  fc.assert(fc.property(withInnerWhitespace(validEmail), (s) => !validateEmail(s).ok));
});

test("changing to the current address (any case) is always refused", () => {
  fc.assert(
    fc.property(validEmail, (email) => {
      const result = validateChangeEmail({ currentEmail: email, email: email.toUpperCase(), repeatEmail: email.toUpperCase() });
      expect(result.ok ? [] : result.errors).toContain("email.sameAsCurrent");
    }),
  );
});

test("matching new addresses different from the current one pass", () => {
  fc.assert(
    fc.property(validEmail, validEmail, (current, next) => {
      fc.pre(current.toLowerCase() !== next.toLowerCase());
      expect(validateChangeEmail({ currentEmail: current, email: next, repeatEmail: next }).ok).toBe(true);
    }),
  );
});
