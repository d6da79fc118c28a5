import { AUTH_COOKIE_MS } from "@camstage/core";
import type { Cookies } from "./cookies";

/** §3 Auth (token and username) persisted for 30 days (§9); the age flag has its own cookie. */
export const AUTH_COOKIE = "auth";

export interface StoredAuth {
  readonly token: string;
  readonly username: string | null;
}

/**
 * The cookie's shape, checked by hand: the entry reads it before any schema has loaded (effect is not first-page code,
 * ARCHITECTURE §6), and it is the site's own two-field value.
 */
const isStoredAuth = (value: unknown): value is StoredAuth => {
  if (typeof value !== "object" || value === null) return false;
  const { token, username } = value as Record<string, unknown>;
  return typeof token === "string" && (username === null || typeof username === "string");
};

/** The saved auth, or null when there is none or it is not what we wrote (a bad cookie is ignored). */
export function readAuthCookie(cookies: Pick<Cookies, "get">): StoredAuth | null {
  const raw = cookies.get(AUTH_COOKIE);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isStoredAuth(parsed) && parsed.token !== "" ? { token: parsed.token, username: parsed.username } : null;
  } catch {
    return null;
  }
}

export function writeAuthCookie(cookies: Pick<Cookies, "set">, token: string | null, username: string | null): void {
  // A logout overwrites the cookie with an immediate expiry.
  if (token === null) cookies.set(AUTH_COOKIE, "", 0);
  else cookies.set(AUTH_COOKIE, JSON.stringify({ token, username }), AUTH_COOKIE_MS);
}
