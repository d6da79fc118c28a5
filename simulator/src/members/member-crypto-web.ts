import { base64url, type MemberCrypto } from "./member-crypto";

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
const random = (n: number) => crypto.getRandomValues(new Uint8Array(n));
const utf8 = (text: string) => new TextEncoder().encode(text);

/** The browser worker's stand-in (no scrypt in Web Crypto): PBKDF2-SHA256 and HMAC-SHA256. */
export const webMemberCrypto = (secret: string = hex(random(32))): MemberCrypto => {
  const hmacKey = crypto.subtle.importKey("raw", utf8(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return {
    salt: () => hex(random(16)),
    code: () => base64url(random(12)),
    hash: async (password, salt) => {
      const key = await crypto.subtle.importKey("raw", utf8(password.normalize("NFKC")), "PBKDF2", false, ["deriveBits"]);
      const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt: utf8(salt), iterations: 100_000 }, key, 256);
      return hex(new Uint8Array(bits));
    },
    sign: async (text) => base64url(new Uint8Array(await crypto.subtle.sign("HMAC", await hmacKey, utf8(text)))),
  };
};
