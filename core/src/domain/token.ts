import { Result, Schema } from "effect";

/**
 * §3 a token as the platform issues it (login, verification, chat join and chat auth tokens alike): a JWT, base64url
 * `header.payload.signature` whose header is a JSON object (so it starts `eyJ`), the signature possibly empty (an
 * unsigned token). Issue 27: the exported log knows a token by this type, whatever field it is in.
 */
export const Token = Schema.String.check(Schema.isPattern(/^eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/));
export const isToken: (value: unknown) => boolean = Schema.is(Token);

/** The JSON payload of a JWT-like token (`header.payload.signature`, base64url), or undefined. */
export const readTokenPayload = (token: string): unknown => {
  const part = token.split(".")[1];
  if (part === undefined || part === "") return undefined;
  try {
    const base64 = part.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(part.length / 4) * 4, "=");
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return undefined;
  }
};

/** Decodes a token's payload with a schema (§3 login, join and auth tokens are "decodable"). */
export const decodeTokenPayload = <S extends Schema.ConstraintDecoder<unknown>>(schema: S, token: string): S["Type"] | undefined => {
  const result = Schema.decodeUnknownResult(schema)(readTokenPayload(token));
  return Result.isSuccess(result) ? result.success : undefined;
};

/** Builds an unsigned token around a payload (the simulator's tokens and tests). */
export const encodeTokenPayload = (payload: unknown): string => {
  const json = new TextEncoder().encode(JSON.stringify(payload));
  const base64url = (bytes: Uint8Array) =>
    btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  return `${base64url(new TextEncoder().encode(JSON.stringify({ alg: "none", typ: "JWT" })))}.${base64url(json)}.`;
};
