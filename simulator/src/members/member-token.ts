import { Result, Schema } from "effect";
import { readTokenPayload } from "@camstage/core";
import { base64url, sameText, type MemberCrypto } from "./member-crypto";

/** How long a login token lives, an activation key and a reset token (seconds). */
export const LOGIN_TOKEN_TTL_S = 24 * 60 * 60;
export const ACTIVATION_KEY_TTL_S = 48 * 60 * 60;
/** ARCHITECTURE §7 a reset link is short-lived. */
export const RESET_TOKEN_TTL_S = 60 * 60;

/**
 * The payload the simulator signs: `id` and `exp` as core's `LoginTokenPayload` and `VerificationKeyPayload`
 * read them (§3: the member id is read from the token), plus `use` so a key or a reset token never passes for a
 * login token, and what revokes it (ARCHITECTURE §7): `gen`, the member's token generation (a password change bumps it),
 * and `epoch`, the world's (a reset bumps it: member ids are given out again).
 */
export const TokenUse = Schema.Literals(["login", "activation", "reset"]);
export type TokenUse = typeof TokenUse.Type;
export const SignedPayload = Schema.Struct({ id: Schema.Number, exp: Schema.Number, use: TokenUse, gen: Schema.Number, epoch: Schema.Number });
export type SignedPayload = typeof SignedPayload.Type;

const HEADER = base64url(new TextEncoder().encode(JSON.stringify({ alg: "HS256", typ: "JWT" })));

/** A JWT-shaped token around any payload: `header.payload.signature`, HMAC-SHA256 signed (member and chat tokens). */
export const signPayload = async (crypto: MemberCrypto, payload: unknown): Promise<string> => {
  const body = `${HEADER}.${base64url(new TextEncoder().encode(JSON.stringify(payload)))}`;
  return `${body}.${await crypto.sign(body)}`;
};

/** Whether a token's signature is the world's (its payload still to be decoded). */
export const hasValidSignature = async (crypto: MemberCrypto, token: string): Promise<boolean> => {
  const parts = token.split(".");
  if (parts.length !== 3) return false;
  const [header = "", payload = "", signature = ""] = parts;
  return sameText(signature, await crypto.sign(`${header}.${payload}`));
};

/** A signed login, activation or reset token. */
export const signToken = (crypto: MemberCrypto, payload: SignedPayload): Promise<string> => signPayload(crypto, payload);

export type TokenProblem = "invalid" | "expired";

/** Checks the signature, the use (one of `uses`) and the expiry against the world clock (ms). */
export const verifyToken = async (
  crypto: MemberCrypto, token: string, uses: TokenUse | readonly TokenUse[], nowMs: number,
): Promise<Result.Result<SignedPayload, TokenProblem>> => {
  if (!(await hasValidSignature(crypto, token))) return Result.fail("invalid");
  const decoded = Schema.decodeUnknownResult(SignedPayload)(readTokenPayload(token));
  const allowed: readonly TokenUse[] = typeof uses === "string" ? [uses] : uses;
  if (Result.isFailure(decoded) || !allowed.includes(decoded.success.use)) return Result.fail("invalid");
  return decoded.success.exp * 1000 <= nowMs ? Result.fail("expired") : Result.succeed(decoded.success);
};

export const expiryFrom = (nowMs: number, ttlS: number) => Math.floor(nowMs / 1000) + ttlS;
