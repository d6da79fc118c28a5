import { isEmail } from "./email.rules";
import { type RuleResult, ruleResult } from "./rule-result";

export type LoginErrorKey = "username.required" | "username.invalid" | "password.required";

export interface LoginInput {
  readonly username: string;
  readonly password: string;
}

/** §5 login: username required and shaped like an e-mail; password required. The username is trimmed. */
export const validateLogin = (input: LoginInput): RuleResult<LoginInput, LoginErrorKey> => {
  const username = input.username.trim();
  const errors: LoginErrorKey[] = [];
  if (username === "") errors.push("username.required");
  else if (!isEmail(username)) errors.push("username.invalid");
  if (input.password === "") errors.push("password.required");
  return ruleResult({ username, password: input.password }, errors);
};
