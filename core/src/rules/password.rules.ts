import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../constants/constants";
import { type RuleResult, ruleResult } from "./rule-result";

/** The shape failures of a password, without the field prefix. */
export type PasswordShapeError = "required" | "tooShort" | "tooLong" | "noDigit" | "noLetter" | "whitespace";
/** A password key for a given field: `password.tooShort`, `newPassword.noDigit`, … */
export type PasswordFieldKey<F extends string> = `${F}.${PasswordShapeError}`;
export type PasswordErrorKey = PasswordFieldKey<"password">;

/** §5 password: 6-32 characters, at least one digit, one letter, no whitespace. Every failure is reported. */
export const passwordShapeErrors = (password: string): readonly PasswordShapeError[] => {
  if (password === "") return ["required"];
  const errors: PasswordShapeError[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) errors.push("tooShort");
  if (password.length > PASSWORD_MAX_LENGTH) errors.push("tooLong");
  if (!/[0-9]/.test(password)) errors.push("noDigit");
  if (!/\p{L}/u.test(password)) errors.push("noLetter");
  if (/\s/u.test(password)) errors.push("whitespace");
  return errors;
};

const prefixed = <F extends string>(field: F, errors: readonly PasswordShapeError[]): PasswordFieldKey<F>[] =>
  errors.map((e) => `${field}.${e}` as const);

/** §5 register password. The value is not trimmed: whitespace is an error, not something to clean. */
export const validatePassword = (password: string): RuleResult<string, PasswordErrorKey> =>
  ruleResult(password, prefixed("password", passwordShapeErrors(password)));

export type ResetPasswordErrorKey =
  | "oldPassword.required"
  | "oldPassword.tooShort"
  | PasswordFieldKey<"newPassword">
  | "newPassword.sameAsOld"
  | "repeatPassword.required"
  | "repeatPassword.mismatch";

export interface ResetPasswordInput {
  readonly oldPassword: string;
  readonly newPassword: string;
  readonly repeatPassword: string;
}

export interface ResetPasswordOptions {
  /** The old field is hidden (and not checked) when arriving from an e-mail link. */
  readonly requireOld: boolean;
}

/**
 * §5 reset password: fields trimmed; old required and at least 6; new required, 6-32, a digit, a letter,
 * no whitespace, different from old; repeat present and equal to new. The value is the trimmed fields.
 */
export const validateResetPassword = (
  input: ResetPasswordInput,
  options: ResetPasswordOptions = { requireOld: true },
): RuleResult<ResetPasswordInput, ResetPasswordErrorKey> => {
  const value = { oldPassword: input.oldPassword.trim(), newPassword: input.newPassword.trim(), repeatPassword: input.repeatPassword.trim() };
  const errors: ResetPasswordErrorKey[] = [];
  if (options.requireOld) {
    if (value.oldPassword === "") errors.push("oldPassword.required");
    else if (value.oldPassword.length < PASSWORD_MIN_LENGTH) errors.push("oldPassword.tooShort");
  }
  errors.push(...prefixed("newPassword", passwordShapeErrors(value.newPassword)));
  if (options.requireOld && value.newPassword !== "" && value.newPassword === value.oldPassword) errors.push("newPassword.sameAsOld");
  if (value.repeatPassword === "") errors.push("repeatPassword.required");
  else if (value.repeatPassword !== value.newPassword) errors.push("repeatPassword.mismatch");
  return ruleResult(value, errors);
};

export type ChangePasswordErrorKey = ResetPasswordErrorKey;

/** §5 change password (settings): new ones match and new differs from old; "old correct" is the server's answer. */
export const validateChangePassword = (input: ResetPasswordInput): RuleResult<ResetPasswordInput, ChangePasswordErrorKey> =>
  validateResetPassword(input, { requireOld: true });
