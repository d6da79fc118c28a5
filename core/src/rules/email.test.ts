import { expect, test } from "vitest";
import { isEmail, validateChangeEmail, validateEmail } from "./email.rules";

test("e-mail required and valid; the value is trimmed", () => {
  expect(validateEmail("")).toEqual({ ok: false, errors: ["email.required"] });
  expect(validateEmail("   ")).toEqual({ ok: false, errors: ["email.required"] });
  expect(validateEmail("jan")).toEqual({ ok: false, errors: ["email.invalid"] });
  expect(validateEmail("jan@example")).toEqual({ ok: false, errors: ["email.invalid"] });
  expect(validateEmail("jan @example.com")).toEqual({ ok: false, errors: ["email.invalid"] });
  expect(validateEmail(" jan@example.com ")).toEqual({ ok: true, value: "jan@example.com" });
  expect(isEmail("a.b+c@mail.example.nl")).toBe(true);
  expect(isEmail("a@b..nl")).toBe(false);
});

test("change e-mail: differs from the current one and both entries match", () => {
  const base = { currentEmail: "old@example.com", email: "new@example.com", repeatEmail: "new@example.com" };
  expect(validateChangeEmail(base)).toEqual({ ok: true, value: "new@example.com" });
  expect(validateChangeEmail({ ...base, email: "OLD@example.com", repeatEmail: "old@example.com" })).toEqual({
    ok: false, errors: ["email.sameAsCurrent"],
  });
  expect(validateChangeEmail({ ...base, repeatEmail: "other@example.com" })).toEqual({ ok: false, errors: ["repeatEmail.mismatch"] });
  expect(validateChangeEmail({ ...base, email: "", repeatEmail: "" })).toEqual({ ok: false, errors: ["email.required", "repeatEmail.required"] });
  expect(validateChangeEmail({ ...base, email: "nope", repeatEmail: "nope" })).toEqual({ ok: false, errors: ["email.invalid"] });
});
