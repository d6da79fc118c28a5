import { MINIMUM_AGE } from "../constants/constants";
import { type EmailErrorKey, validateEmail } from "./email.rules";
import { type PasswordErrorKey, validatePassword } from "./password.rules";
import { type RuleResult, ruleResult } from "./rule-result";
import { type RegisterUsernameErrorKey, validateRegisterUsername } from "./username.rules";

export type RegisterErrorKey = EmailErrorKey | PasswordErrorKey;

export interface RegisterInput {
  readonly email: string;
  readonly password: string;
}

/** §5 register form: e-mail required and valid; password 6-32, a digit, a letter, no whitespace. */
export const validateRegister = (input: RegisterInput): RuleResult<RegisterInput, RegisterErrorKey> => {
  const email = validateEmail(input.email);
  const password = validatePassword(input.password);
  const errors: RegisterErrorKey[] = [...(email.ok ? [] : email.errors), ...(password.ok ? [] : password.errors)];
  return ruleResult({ email: input.email.trim(), password: input.password }, errors);
};

export type RegistrationDetailsErrorKey = RegisterErrorKey | RegisterUsernameErrorKey | "age.required" | "age.underage" | "terms.required";

export interface RegistrationDetailsInput extends RegisterInput {
  readonly username: string;
  /** Age in whole years; `undefined` when not given. */
  readonly age: number | undefined;
  readonly termsAccepted: boolean;
}

/**
 * §5 the registration text catalogue's reading: the form rules plus username 4-14 (letters, digits, hyphen,
 * underscore, no forbidden word), age 18 or older, terms accepted. Uniqueness is the server's answer.
 */
export const validateRegistrationDetails = (
  input: RegistrationDetailsInput,
  forbiddenWords: readonly string[] = [],
): RuleResult<RegistrationDetailsInput, RegistrationDetailsErrorKey> => {
  const form = validateRegister(input);
  const username = validateRegisterUsername(input.username, forbiddenWords);
  const errors: RegistrationDetailsErrorKey[] = [...(form.ok ? [] : form.errors), ...(username.ok ? [] : username.errors)];
  if (input.age === undefined || !Number.isFinite(input.age)) errors.push("age.required");
  else if (input.age < MINIMUM_AGE) errors.push("age.underage");
  if (!input.termsAccepted) errors.push("terms.required");
  return ruleResult({ ...input, email: input.email.trim(), username: input.username }, errors);
};
