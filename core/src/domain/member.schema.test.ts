import { Schema } from "effect";
import { expect, test } from "vitest";
import { Auth, ForgotPasswordRequest, MemberBasicInfo, UsernameSuggestionResponse, memberIdFromToken } from "./member.schema";
import { encodeTokenPayload } from "./token";

const basicInfo = {
  email: "jan@example.com", username: "jan", isVerified: false, credits: 120, lander: null, endUserText: "",
  favourites: [{ performerId: 7 }], tips: [{ kind: "wink", amount: 50 }], showChangeUsername: true,
};

test("member basic info decodes; a bad one fails", () => {
  expect(Schema.decodeUnknownSync(MemberBasicInfo)(basicInfo)).toEqual(basicInfo);
  expect(() => Schema.decodeUnknownSync(MemberBasicInfo)({ ...basicInfo, credits: "120" })).toThrow();
  expect(() => Schema.decodeUnknownSync(MemberBasicInfo)({ ...basicInfo, tips: [{ kind: "rose", amount: 50 }] })).toThrow();
});

test("auth: guest has no token", () => {
  expect(Schema.decodeUnknownSync(Auth)({ token: null, ageVerified: false, username: null }).token).toBeNull();
  expect(() => Schema.decodeUnknownSync(Auth)({ ageVerified: false })).toThrow();
});

test("forgot-password request is either e-mail or username", () => {
  expect(Schema.is(ForgotPasswordRequest)({ email: "a@b.nl" })).toBe(true);
  expect(Schema.is(ForgotPasswordRequest)({ username: "jan" })).toBe(true);
  expect(Schema.is(ForgotPasswordRequest)({ login: "jan" })).toBe(false);
});

test("username suggestions", () => {
  expect(Schema.decodeUnknownSync(UsernameSuggestionResponse)({ suggestions: ["jan1", "jan2"] }).suggestions).toHaveLength(2);
  expect(() => Schema.decodeUnknownSync(UsernameSuggestionResponse)({ suggestions: "jan1" })).toThrow();
});

test("the member id is read from the login token", () => {
  expect(memberIdFromToken(encodeTokenPayload({ id: 42, exp: 2000000000 }))).toBe(42);
  expect(memberIdFromToken(encodeTokenPayload({ sub: "42" }))).toBeUndefined();
  expect(memberIdFromToken("not-a-token")).toBeUndefined();
});
