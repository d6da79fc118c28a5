import fc from "fast-check";
import { expect, test } from "vitest";
import { RESERVED_USERNAMES } from "../constants/constants";
import { usernameString, withWhitespace } from "./rules.arbitraries";
import { usernameSuggestionSeed, validateChangeUsername, validateRegisterUsername } from "./username.rules";

const notReserved = (s: string) => !(RESERVED_USERNAMES as readonly string[]).includes(s.toLowerCase());

test("any 4-31 string of the username alphabet that is not reserved passes", () => {
  fc.assert(fc.property(usernameString(4, 31).filter(notReserved), (u) => validateChangeUsername(u).ok));
});

test("anything with whitespace is rejected", () => {
  fc.assert(fc.property(withWhitespace, (u) => !validateChangeUsername(u).ok));
});

test("length 1-3 is too short, 32 and over too long", () => {
  fc.assert(fc.property(usernameString(1, 3), (u) => {
    const r = validateChangeUsername(u);
    return !r.ok && r.errors.includes("username.tooShort");
  }));
  fc.assert(fc.property(fc.string({ minLength: 32, maxLength: 80 }), (u) => {
    const r = validateChangeUsername(u);
    return !r.ok && r.errors.includes("username.tooLong");
  }));
});

test("over 32 characters: only tooLong and no suggestion seed", () => {
  fc.assert(fc.property(fc.string({ minLength: 33, maxLength: 80 }), (u) => {
    expect(validateChangeUsername(u)).toEqual({ ok: false, errors: ["username.tooLong"] });
    expect(usernameSuggestionSeed(u)).toBeUndefined();
  }));
});

test("forbidden words never change whether a username passes", () => {
  fc.assert(fc.property(fc.string({ maxLength: 40 }), fc.array(fc.string({ maxLength: 5 }), { maxLength: 4 }), (u, words) =>
    validateChangeUsername(u, { forbiddenWords: words }).ok === validateChangeUsername(u).ok));
});

test("the seed holds only letters, digits and spaces", () => {
  fc.assert(fc.property(fc.string({ maxLength: 32 }), (s) => {
    const seed = usernameSuggestionSeed(s);
    return seed === undefined || /^[A-Za-z0-9 ]+$/.test(seed);
  }));
});

test("registration: valid 4-14 usernames pass; a contained forbidden word blocks", () => {
  fc.assert(fc.property(usernameString(4, 14).filter(notReserved), (u) => validateRegisterUsername(u).ok));
  fc.assert(fc.property(usernameString(4, 14).filter(notReserved), fc.nat(), (u, at) => {
    const word = u.slice(at % u.length);
    const r = validateRegisterUsername(u, [word]);
    return !r.ok && r.errors.includes("username.forbiddenWord");
  }));
});
