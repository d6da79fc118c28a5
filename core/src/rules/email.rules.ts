import { type RuleResult, ruleResult } from "./rule-result";

/** A local part, an @, a domain with at least one dot; no whitespace anywhere. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export const isEmail = (text: string): boolean => EMAIL_SHAPE.test(text);

export type EmailErrorKey = "email.required" | "email.invalid";

/** §5 register: e-mail required and valid. The value is trimmed. */
export const validateEmail = (input: string): RuleResult<string, EmailErrorKey> => {
  const email = input.trim();
  if (email === "") return ruleResult(email, ["email.required"]);
  return ruleResult(email, isEmail(email) ? [] : ["email.invalid"]);
};

export type ChangeEmailErrorKey = EmailErrorKey | "email.sameAsCurrent" | "repeatEmail.required" | "repeatEmail.mismatch";

export interface ChangeEmailInput {
  readonly currentEmail: string;
  readonly email: string;
  readonly repeatEmail: string;
}

/**
 * §5 change e-mail: required, valid, different from the current one, and both entries match (compared
 * case-insensitively, as e-mail addresses are). "Unused" is the server's answer.
 */
export const validateChangeEmail = (input: ChangeEmailInput): RuleResult<string, ChangeEmailErrorKey> => {
  const email = validateEmail(input.email);
  const errors: ChangeEmailErrorKey[] = email.ok ? [] : [...email.errors];
  const value = input.email.trim();
  const repeat = input.repeatEmail.trim();
  if (value !== "" && value.toLowerCase() === input.currentEmail.trim().toLowerCase()) errors.push("email.sameAsCurrent");
  if (repeat === "") errors.push("repeatEmail.required");
  else if (repeat.toLowerCase() !== value.toLowerCase()) errors.push("repeatEmail.mismatch");
  return ruleResult(value, errors);
};
