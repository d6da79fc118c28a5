import { expect, test } from "vitest";
import {
  changeUsernameSubmitIntent, usernameSuggestionSeed, validateChangeUsername, validateNickname, validateRegisterUsername,
} from "./username.rules";

test("change username: letters, digits, _ and -; more than 3 and less than 32", () => {
  expect(validateChangeUsername("jan_de-Vries1")).toEqual({ ok: true, value: { username: "jan_de-Vries1", notices: [] } });
  expect(validateChangeUsername("")).toEqual({ ok: false, errors: ["username.required"] });
  expect(validateChangeUsername("abc")).toEqual({ ok: false, errors: ["username.tooShort"] });
  expect(validateChangeUsername("abcd").ok).toBe(true);
  expect(validateChangeUsername("a".repeat(31)).ok).toBe(true);
  expect(validateChangeUsername("a".repeat(32))).toEqual({ ok: false, errors: ["username.tooLong"] });
  expect(validateChangeUsername("jan smit")).toEqual({ ok: false, errors: ["username.invalidCharacters"] });
  expect(validateChangeUsername("jan@home")).toEqual({ ok: false, errors: ["username.invalidCharacters"] });
});

test("the catalogue reading allows 32 characters", () => {
  expect(validateChangeUsername("a".repeat(32), { maxLength: 32 }).ok).toBe(true);
});

test("over 32 characters is not validated further", () => {
  expect(validateChangeUsername(`${"a".repeat(32)} !`)).toEqual({ ok: false, errors: ["username.tooLong"] });
  expect(usernameSuggestionSeed("a".repeat(33))).toBeUndefined();
});

test("reserved words are not allowed, in any case", () => {
  for (const word of ["admin", "4dmin", "help", "support", "5upport", "ADMIN", "Support"]) {
    expect(validateChangeUsername(word)).toEqual({ ok: false, errors: ["username.reserved"] });
  }
  expect(validateChangeUsername("administrator").ok).toBe(true);
});

test("a forbidden word gives a notice but does not block", () => {
  expect(validateChangeUsername("bigBadWolf", { forbiddenWords: ["bad"] })).toEqual({
    ok: true, value: { username: "bigBadWolf", notices: ["username.forbiddenWord"] },
  });
});

test("suggestion seed: stripped to letters, digits and spaces", () => {
  expect(usernameSuggestionSeed("jan@de vries!")).toBe("jande vries");
  expect(usernameSuggestionSeed("@@@")).toBeUndefined();
});

test("submit intent: submit when valid, else fetch suggestions when a seed exists", () => {
  expect(changeUsernameSubmitIntent("janvries")).toEqual({ kind: "submit", username: "janvries" });
  expect(changeUsernameSubmitIntent("jan vries")).toEqual({ kind: "suggest", seed: "jan vries" });
  expect(changeUsernameSubmitIntent("")).toEqual({ kind: "none" });
});

test("registration username 4-14 where forbidden words block; nickname 4-14", () => {
  expect(validateRegisterUsername("jan_1").ok).toBe(true);
  expect(validateRegisterUsername("a".repeat(15))).toEqual({ ok: false, errors: ["username.tooLong"] });
  expect(validateRegisterUsername("badboy", ["bad"])).toEqual({ ok: false, errors: ["username.forbiddenWord"] });
  expect(validateNickname("abc")).toEqual({ ok: false, errors: ["nickname.tooShort"] });
  expect(validateNickname("Nick-14")).toEqual({ ok: true, value: "Nick-14" });
});
