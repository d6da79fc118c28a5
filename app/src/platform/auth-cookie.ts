import { Schema } from "effect";
import { AUTH_COOKIE_MS } from "@camstage/core";
import type { Cookies } from "./cookies";

/** §3 Auth (token and username) persisted for 30 days (§9); the age flag has its own cookie. */
export const AUTH_COOKIE = "auth";

const StoredAuth = Schema.Struct({ token: Schema.String, username: Schema.NullOr(Schema.String) });
export type StoredAuth = typeof StoredAuth.Type;

/** The saved auth, or null when there is none or it is not what we wrote (a bad cookie is ignored). */
export function readAuthCookie(cookies: Pick<Cookies, "get">): StoredAuth | null {
  const raw = cookies.get(AUTH_COOKIE);
  if (!raw) return null;
  try {
    const decoded = Schema.decodeUnknownOption(StoredAuth)(JSON.parse(raw));
    return decoded._tag === "Some" && decoded.value.token !== "" ? decoded.value : null;
  } catch {
    return null;
  }
}

export function writeAuthCookie(cookies: Pick<Cookies, "set">, token: string | null, username: string | null): void {
  // A logout overwrites the cookie with an immediate expiry.
  if (token === null) cookies.set(AUTH_COOKIE, "", 0);
  else cookies.set(AUTH_COOKIE, JSON.stringify({ token, username }), AUTH_COOKIE_MS);
}
