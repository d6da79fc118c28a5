import { COOKIE_SAME_SITE, cookieIsSecure } from "@camstage/core";

/** Reads one cookie from a `document.cookie` string. */
export function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** ARCHITECTURE §7 / §9: cookies are SameSite=Lax, and Secure on https. */
export function cookieString(name: string, value: string, maxAgeMs: number, protocol: string): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, "Path=/", `Max-Age=${Math.round(maxAgeMs / 1000)}`, `SameSite=${COOKIE_SAME_SITE}`];
  if (cookieIsSecure(protocol)) parts.push("Secure");
  return parts.join("; ");
}

export const browserCookies = {
  get: (name: string) => readCookie(document.cookie, name),
  set: (name: string, value: string, maxAgeMs: number) => {
    document.cookie = cookieString(name, value, maxAgeMs, window.location.protocol);
  },
};
export type Cookies = typeof browserCookies;
