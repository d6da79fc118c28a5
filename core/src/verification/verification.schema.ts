import { Schema } from "effect";
import { decodeTokenPayload } from "../domain/token";

export const VerificationEvent = Schema.Union([
  /** The e-mail link was opened: its key, the visitor's fingerprint and the injected clock's time. */
  Schema.Struct({ type: Schema.Literal("verification.start"), key: Schema.String, fingerprint: Schema.String, now: Schema.Number }),
  Schema.Struct({ type: Schema.Literal("verification.resend") }),
]).pipe(Schema.toTaggedUnion("type"));
export type VerificationEvent = typeof VerificationEvent.Type;

/** §8 the activate label meaning the link was used before. */
export const ACTIVATION_VERIFIED_LABEL = "badRequest.activation.verified";

/** The expiry (seconds since the epoch) a verification key may carry. */
export const VerificationKeyPayload = Schema.Struct({ exp: Schema.optional(Schema.Number) });
export type VerificationKeyPayload = typeof VerificationKeyPayload.Type;

/** §4: a key past its expiry is expired without asking the platform; a key without one is asked about. */
export const isVerificationKeyExpired = (key: string, now: number): boolean => {
  const exp = decodeTokenPayload(VerificationKeyPayload, key)?.exp;
  return exp !== undefined && exp * 1000 <= now;
};
