import { Effect, Schema } from "effect";
import { DEFAULT_IVR_FLAG, DIAL_IN_COUNTRIES, IVR_TTL_SECONDS, PHONE_TARIFF_EUR_PER_MINUTE } from "../constants/constants";

/** §5 dial-in countries. */
export const DialInCountry = Schema.Literals(DIAL_IN_COUNTRIES);
export type DialInCountry = typeof DialInCountry.Type;

/** §3 IVR session (GET /payment/ivr); tariff, ttl (seconds) and flag have defaults when the platform omits them. */
export const IvrSession = Schema.Struct({
  session: Schema.String,
  callednumber: Schema.String,
  displaynumber: Schema.String,
  tariff: Schema.Number.pipe(Schema.withDecodingDefaultKey(Effect.succeed(PHONE_TARIFF_EUR_PER_MINUTE))),
  ttl: Schema.Number.pipe(Schema.withDecodingDefaultKey(Effect.succeed(IVR_TTL_SECONDS))),
  expiresAt: Schema.Number,
  flag: Schema.String.pipe(Schema.withDecodingDefaultKey(Effect.succeed(DEFAULT_IVR_FLAG))),
});
export type IvrSession = typeof IvrSession.Type;

/** §3 a phone number of one provider option. */
export const DialInPhoneOption = Schema.Struct({ number: Schema.String, tariff: Schema.Number });
export type DialInPhoneOption = typeof DialInPhoneOption.Type;

/** §3 Dial-in phone number entry: id is the country code; `options[0]` holds the number and tariff. */
export const DialInPhoneNumber = Schema.Struct({
  id: DialInCountry,
  image: Schema.String,
  options: Schema.NonEmptyArray(DialInPhoneOption),
});
export type DialInPhoneNumber = typeof DialInPhoneNumber.Type;

/** §2.1 base query values ("route basics") carried with payment calls. */
export const RouteBasics = Schema.Struct({
  p: Schema.optional(Schema.String),
  pi: Schema.optional(Schema.String),
  click_id: Schema.optional(Schema.String),
  offer_id: Schema.optional(Schema.String),
});
export type RouteBasics = typeof RouteBasics.Type;

/** §3 Dial-in pay payload (POST /payment/dial-in). */
export const DialInPayPayload = Schema.Struct({
  username: Schema.String,
  provider: Schema.String,
  fingerprint: Schema.String,
  pincode: Schema.String,
  ...RouteBasics.fields,
});
export type DialInPayPayload = typeof DialInPayPayload.Type;

/** §4 dial-in call states as the platform reports them (`in-call` and `in_call` both mean in call). */
export const DialInCallState = Schema.Literals(["pending", "in_call", "ended", "expired", "unknown"]);
export type DialInCallState = typeof DialInCallState.Type;

/** Normalises a reported call state; anything unrecognised is `unknown` (which the flow logs). */
export const dialInCallState = (reported: string | null | undefined): DialInCallState => {
  switch (reported) {
    case "pending": return "pending";
    case "in-call":
    case "in_call": return "in_call";
    case "ended": return "ended";
    case "expired": return "expired";
    default: return "unknown";
  }
};

/** §7 GET /verify/dial-in answer. */
export const DialInStatusResponse = Schema.Struct({
  session: Schema.NullOr(Schema.String),
  state: Schema.String,
});
export type DialInStatusResponse = typeof DialInStatusResponse.Type;

/** §3 Dial-in state. */
export const DialInState = Schema.Struct({
  initialized: Schema.Boolean,
  active: Schema.Boolean,
  session: Schema.NullOr(Schema.String),
  state: Schema.NullOr(DialInCallState),
  nickname: Schema.NullOr(Schema.String),
});
export type DialInState = typeof DialInState.Type;
