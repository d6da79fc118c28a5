import { describe, expect, it } from "vitest";
import { AUTH_COOKIE, readAuthCookie, writeAuthCookie } from "./auth-cookie";

const jar = (value?: string) => {
  const values = new Map<string, string>(value === undefined ? [] : [[AUTH_COOKIE, value]]);
  return { get: (name: string) => values.get(name), set: (name: string, v: string) => void values.set(name, v) };
};

// §9 the auth persisted for 30 days: what the site wrote comes back; anything else is no auth.
describe("the auth cookie", () => {
  it("reads back what was written", () => {
    const cookies = jar();
    writeAuthCookie(cookies, "t0k", "anna");
    expect(readAuthCookie(cookies)).toEqual({ token: "t0k", username: "anna" });
    writeAuthCookie(cookies, "t0k", null);
    expect(readAuthCookie(cookies)).toEqual({ token: "t0k", username: null });
  });

  it.each([
    ["no cookie", undefined],
    ["not JSON", "{token"],
    ["not an object", '"t0k"'],
    ["null", "null"],
    ["an empty token", '{"token":"","username":"anna"}'],
    ["a number for a token", '{"token":7,"username":"anna"}'],
    ["a missing username", '{"token":"t0k"}'],
    ["a number for a username", '{"token":"t0k","username":7}'],
  ])("ignores %s", (_, value) => {
    expect(readAuthCookie(jar(value))).toBeNull();
  });

  it("keeps only the two fields", () => {
    expect(readAuthCookie(jar('{"token":"t0k","username":"anna","admin":true}'))).toEqual({ token: "t0k", username: "anna" });
  });
});
