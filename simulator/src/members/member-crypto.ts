/**
 * What the member handlers need from cryptography: salted password hashes and HMAC signatures. A port, so the
 * Node host uses node:crypto scrypt (`member-crypto-node.ts`) and the browser worker Web Crypto
 * (`member-crypto-web.ts`) behind the same handlers.
 */
export interface MemberCrypto {
  /** A fresh random salt (hex). */
  readonly salt: () => string;
  /** A fresh random one-time code (URL-safe). */
  readonly code: () => string;
  /** The salted hash of a password (hex). */
  readonly hash: (password: string, salt: string) => Promise<string>;
  /** HMAC-SHA256 of the text under the world's secret, base64url. */
  readonly sign: (text: string) => Promise<string>;
}

/** Compares two strings in time independent of where they differ. */
export const sameText = (a: string, b: string): boolean => {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
};

export const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
