import { Schema } from "effect";
import { TipKind } from "./chat.schema";
import { decodeTokenPayload } from "./token";

/** §3 a favourite of the member. */
export const FavouriteEntry = Schema.Struct({ performerId: Schema.Number });
export type FavouriteEntry = typeof FavouriteEntry.Type;

/** A tip the member can send (the §9 member tips). */
export const MemberTip = Schema.Struct({ kind: TipKind, amount: Schema.Number });
export type MemberTip = typeof MemberTip.Type;

/** §3 Member basic info (GET /basic-info). */
export const MemberBasicInfo = Schema.Struct({
  email: Schema.String,
  username: Schema.String,
  capName: Schema.optional(Schema.String),
  isVerified: Schema.Boolean,
  credits: Schema.Number,
  lander: Schema.optional(Schema.NullOr(Schema.String)),
  endUserText: Schema.optional(Schema.NullOr(Schema.String)),
  favourites: Schema.Array(FavouriteEntry),
  tips: Schema.optional(Schema.Array(MemberTip)),
  msgOnLogin: Schema.optional(Schema.NullOr(Schema.String)),
  showChangeUsername: Schema.Boolean,
});
export type MemberBasicInfo = typeof MemberBasicInfo.Type;

/** §3 Auth. Guest means no token (§6). */
export const Auth = Schema.Struct({
  token: Schema.NullOr(Schema.String),
  ageVerified: Schema.Boolean,
  username: Schema.NullOr(Schema.String),
});
export type Auth = typeof Auth.Type;

/** §3 the member id is read from the id in the login token. */
export const LoginTokenPayload = Schema.Struct({
  id: Schema.Number,
  /** Expiry in seconds since the epoch, as JWTs carry it. */
  exp: Schema.optional(Schema.Number),
});
export type LoginTokenPayload = typeof LoginTokenPayload.Type;

export const memberIdFromToken = (token: string): number | undefined => decodeTokenPayload(LoginTokenPayload, token)?.id;

// ---------------------------------------------------------------------------------------------------------------
// §7 Member API payloads
// ---------------------------------------------------------------------------------------------------------------

export const LoginRequest = Schema.Struct({ username: Schema.String, password: Schema.String });
export type LoginRequest = typeof LoginRequest.Type;

/** Answer of POST /login, /activate and /change-username: a (new) token. */
export const TokenResponse = Schema.Struct({ token: Schema.String });
export type TokenResponse = typeof TokenResponse.Type;

export const RegisterRequest = Schema.Struct({
  email: Schema.String,
  password: Schema.String,
  meta: Schema.Record(Schema.String, Schema.Unknown),
});
export type RegisterRequest = typeof RegisterRequest.Type;

/** POST /forgot-password: the e-mail or the username (§5 decides which). */
export const ForgotPasswordRequest = Schema.Union([
  Schema.Struct({ email: Schema.String }),
  Schema.Struct({ username: Schema.String }),
]);
export type ForgotPasswordRequest = typeof ForgotPasswordRequest.Type;

/** PUT /member data of a password change (§7). From an e-mail link `password` is the link's one-time code. */
export const PasswordChangeData = Schema.Struct({ password: Schema.String, newPassword: Schema.String, repeatNewPassword: Schema.String });
export type PasswordChangeData = typeof PasswordChangeData.Type;

/** PUT /member data of an e-mail change (§5 change e-mail; the spec names no separate call). */
export const EmailChangeData = Schema.Struct({ email: Schema.String, repeatEmail: Schema.String });
export type EmailChangeData = typeof EmailChangeData.Type;

export const PasswordChangeRequest = Schema.Struct({ memberId: Schema.Number, data: PasswordChangeData });
export type PasswordChangeRequest = typeof PasswordChangeRequest.Type;

export const EmailChangeRequest = Schema.Struct({ memberId: Schema.Number, data: EmailChangeData });
export type EmailChangeRequest = typeof EmailChangeRequest.Type;

/** PUT /member: a password or an e-mail change; answers `true`. */
export const MemberUpdateRequest = Schema.Union([PasswordChangeRequest, EmailChangeRequest]);
export type MemberUpdateRequest = typeof MemberUpdateRequest.Type;

export const ActivateRequest = Schema.Struct({ key: Schema.String, fingerprint: Schema.String });
export type ActivateRequest = typeof ActivateRequest.Type;

export const ChangeUsernameRequest = Schema.Struct({ username: Schema.String });
export type ChangeUsernameRequest = typeof ChangeUsernameRequest.Type;

/** GET /credits. */
export const CreditsResponse = Schema.Struct({ credits: Schema.Number });
export type CreditsResponse = typeof CreditsResponse.Type;

/** §3 Username suggestion request (GET /username/suggestions). */
export const UsernameSuggestionRequest = Schema.Struct({
  username: Schema.String,
  limit: Schema.Number,
  maxLength: Schema.Number,
});
export type UsernameSuggestionRequest = typeof UsernameSuggestionRequest.Type;

export const UsernameSuggestionResponse = Schema.Struct({ suggestions: Schema.Array(Schema.String) });
export type UsernameSuggestionResponse = typeof UsernameSuggestionResponse.Type;
