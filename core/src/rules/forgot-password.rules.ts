import { FORGOT_PASSWORD_MIN_LENGTH } from "../constants/constants";
import { type RuleResult, ruleResult } from "./rule-result";

export type ForgotPasswordErrorKey = "forgotPassword.required" | "forgotPassword.tooShort";

/** What the forgot-password call is sent: the text as `email` or as `username`. */
export type ForgotPasswordTarget = { readonly email: string } | { readonly username: string };

/** §5: when the text contains an at sign and a dot it is an e-mail, otherwise a username. */
export const forgotPasswordTarget = (text: string): ForgotPasswordTarget =>
  text.includes("@") && text.includes(".") ? { email: text } : { username: text };

/** §5 forgot password: required, at least 4 characters (after trimming). */
export const validateForgotPassword = (input: string): RuleResult<ForgotPasswordTarget, ForgotPasswordErrorKey> => {
  const text = input.trim();
  const errors: ForgotPasswordErrorKey[] =
    text === "" ? ["forgotPassword.required"] : text.length < FORGOT_PASSWORD_MIN_LENGTH ? ["forgotPassword.tooShort"] : [];
  return ruleResult(forgotPasswordTarget(text), errors);
};
