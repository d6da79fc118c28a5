import {
  CHANGE_USERNAME_HARD_LIMIT, CHANGE_USERNAME_MAX_LENGTH, CHANGE_USERNAME_MAX_LENGTH_CATALOGUE, CHANGE_USERNAME_MIN_LENGTH,
  CHAT_NICKNAME_MAX_LENGTH, CHAT_NICKNAME_MIN_LENGTH, REGISTER_USERNAME_MAX_LENGTH, REGISTER_USERNAME_MIN_LENGTH, RESERVED_USERNAMES,
} from "../constants/constants";
import { type RuleResult, ruleResult } from "./rule-result";

/** Letters, digits, underscore and hyphen only. */
const USERNAME_CHARACTERS = /^[A-Za-z0-9_-]+$/;

export const isReservedUsername = (username: string): boolean =>
  (RESERVED_USERNAMES as readonly string[]).includes(username.toLowerCase());

/** The first forbidden word contained in the text (case-insensitive), if any. */
export const findForbiddenWord = (text: string, forbiddenWords: readonly string[]): string | undefined => {
  const lower = text.toLowerCase();
  return forbiddenWords.find((w) => w !== "" && lower.includes(w.toLowerCase()));
};

type ShapeError = "required" | "tooShort" | "tooLong" | "invalidCharacters" | "reserved";

const shapeErrors = (text: string, min: number, max: number): ShapeError[] => {
  if (text === "") return ["required"];
  const errors: ShapeError[] = [];
  if (text.length < min) errors.push("tooShort");
  if (text.length > max) errors.push("tooLong");
  if (!USERNAME_CHARACTERS.test(text)) errors.push("invalidCharacters");
  if (isReservedUsername(text)) errors.push("reserved");
  return errors;
};

// ---------------------------------------------------------------------------------------------------------------
// Change username
// ---------------------------------------------------------------------------------------------------------------

export type ChangeUsernameErrorKey = `username.${ShapeError}`;
export type ChangeUsernameNoticeKey = "username.forbiddenWord";

export interface ChangeUsername {
  readonly username: string;
  /** A forbidden word gives a message but does not block by itself (§5). */
  readonly notices: readonly ChangeUsernameNoticeKey[];
}

export interface ChangeUsernameOptions {
  readonly forbiddenWords?: readonly string[];
  /** "less than 32" (31, default) or the text catalogue's 4-32 (32). */
  readonly maxLength?: typeof CHANGE_USERNAME_MAX_LENGTH | typeof CHANGE_USERNAME_MAX_LENGTH_CATALOGUE;
}

/**
 * §5 change username: letters, digits, underscore, hyphen; more than 3 and less than 32 characters; not a reserved
 * word; an empty value is invalid. The text is not trimmed (a space is an invalid character). Text over 32
 * characters is not validated further: it only gets `tooLong`.
 * "Must not exist" is the server's answer.
 */
export const validateChangeUsername = (
  input: string,
  options: ChangeUsernameOptions = {},
): RuleResult<ChangeUsername, ChangeUsernameErrorKey> => {
  const username = input;
  const forbidden = findForbiddenWord(username, options.forbiddenWords ?? []);
  const value: ChangeUsername = { username, notices: forbidden === undefined ? [] : ["username.forbiddenWord"] };
  if (username.length > CHANGE_USERNAME_HARD_LIMIT) return ruleResult(value, ["username.tooLong"]);
  const max = options.maxLength ?? CHANGE_USERNAME_MAX_LENGTH;
  return ruleResult(value, shapeErrors(username, CHANGE_USERNAME_MIN_LENGTH, max).map((e) => `username.${e}` as const));
};

/**
 * §5 the seed for username suggestions: the text stripped to letters, digits and spaces. No seed (no suggestion
 * fetch) when the text is over 32 characters or nothing is left.
 */
export const usernameSuggestionSeed = (text: string): string | undefined => {
  if (text.length > CHANGE_USERNAME_HARD_LIMIT) return undefined;
  const seed = text.replace(/[^A-Za-z0-9 ]/g, "").trim();
  return seed === "" ? undefined : seed;
};

/** §5 when an error exists, submit fetches suggestions instead of submitting. */
export const changeUsernameSubmitIntent = (
  input: string,
  options: ChangeUsernameOptions = {},
): { readonly kind: "submit"; readonly username: string } | { readonly kind: "suggest"; readonly seed: string } | { readonly kind: "none" } => {
  const result = validateChangeUsername(input, options);
  if (result.ok) return { kind: "submit", username: result.value.username };
  const seed = usernameSuggestionSeed(input);
  return seed === undefined ? { kind: "none" } : { kind: "suggest", seed };
};

// ---------------------------------------------------------------------------------------------------------------
// Registration username (text catalogue reading) and chat nickname
// ---------------------------------------------------------------------------------------------------------------

export type RegisterUsernameErrorKey = `username.${ShapeError}` | "username.forbiddenWord";

/** §5 registration catalogue: 4-14 letters, digits, hyphen, underscore; no forbidden word; required. */
export const validateRegisterUsername = (
  input: string,
  forbiddenWords: readonly string[] = [],
): RuleResult<string, RegisterUsernameErrorKey> => {
  const username = input;
  const errors: RegisterUsernameErrorKey[] = shapeErrors(username, REGISTER_USERNAME_MIN_LENGTH, REGISTER_USERNAME_MAX_LENGTH).map(
    (e) => `username.${e}` as const,
  );
  if (findForbiddenWord(username, forbiddenWords) !== undefined) errors.push("username.forbiddenWord");
  return ruleResult(username, errors);
};

export type NicknameErrorKey = "nickname.required" | "nickname.tooShort" | "nickname.tooLong" | "nickname.invalidCharacters" | "nickname.reserved";

/** §5 chat nickname: 4-14 characters, same alphabet as usernames. */
export const validateNickname = (input: string): RuleResult<string, NicknameErrorKey> => {
  const nickname = input;
  return ruleResult(nickname, shapeErrors(nickname, CHAT_NICKNAME_MIN_LENGTH, CHAT_NICKNAME_MAX_LENGTH).map((e) => `nickname.${e}` as const));
};
