import { Schema } from "effect";
import {
  ActivateRequest, ChangeUsernameRequest, CreditsResponse, FavouriteEntry, ForgotPasswordRequest, LoginRequest, MemberBasicInfo,
  MemberUpdateRequest, RegisterRequest, TokenResponse, UsernameSuggestionResponse,
} from "../domain/member.schema";
import { Bundle, PaymentOption, PaymentSessionRequest, WalletResponse } from "../domain/wallet.schema";
import { DialInPayPayload, DialInPhoneNumber, DialInStatusResponse, IvrSession, RouteBasics } from "../domain/ivr.schema";
import { NoBody, NoInput, QueryInt, endpoint } from "./endpoints";

/** §3 username suggestion request as a query: numbers arrive as strings over HTTP. */
export const UsernameSuggestionQuery = Schema.Struct({ username: Schema.String, limit: QueryInt, maxLength: QueryInt });
export type UsernameSuggestionQuery = typeof UsernameSuggestionQuery.Type;

/** §7 DELETE /favourite names the performer in the query (a DELETE carries no body). */
export const FavouriteQuery = Schema.Struct({ performerId: QueryInt });
export type FavouriteQuery = typeof FavouriteQuery.Type;

/** `true`: the answer of PUT /member and the calls that only acknowledge. */
export const Acknowledged = Schema.Literal(true);

/** §7 Member API. Calls after login carry the member token (`Authorization: Bearer`); the simulator reads the id from it (§3). */
export const memberApi = {
  register: endpoint({ api: "member", method: "POST", path: "/member", params: NoInput, query: NoInput, body: RegisterRequest, output: TokenResponse }),
  updateMember: endpoint({ api: "member", method: "PUT", path: "/member", params: NoInput, query: NoInput, body: MemberUpdateRequest, output: Acknowledged }),
  deleteAccount: endpoint({ api: "member", method: "DELETE", path: "/member", params: NoInput, query: NoInput, body: NoBody, output: Acknowledged }),
  login: endpoint({ api: "member", method: "POST", path: "/login", params: NoInput, query: NoInput, body: LoginRequest, output: TokenResponse }),
  forgotPassword: endpoint({ api: "member", method: "POST", path: "/forgot-password", params: NoInput, query: NoInput, body: ForgotPasswordRequest, output: Acknowledged }),
  resendActivation: endpoint({ api: "member", method: "POST", path: "/resend-activation", params: NoInput, query: NoInput, body: NoBody, output: Acknowledged }),
  activate: endpoint({ api: "member", method: "POST", path: "/activate", params: NoInput, query: NoInput, body: ActivateRequest, output: TokenResponse }),
  changeUsername: endpoint({ api: "member", method: "POST", path: "/change-username", params: NoInput, query: NoInput, body: ChangeUsernameRequest, output: TokenResponse }),
  usernameSuggestions: endpoint({
    api: "member", method: "GET", path: "/username/suggestions", params: NoInput, query: UsernameSuggestionQuery, body: NoBody, output: UsernameSuggestionResponse,
  }),
  basicInfo: endpoint({ api: "member", method: "GET", path: "/basic-info", params: NoInput, query: NoInput, body: NoBody, output: MemberBasicInfo }),
  credits: endpoint({ api: "member", method: "GET", path: "/credits", params: NoInput, query: NoInput, body: NoBody, output: CreditsResponse }),
  favourites: endpoint({ api: "member", method: "GET", path: "/favourite", params: NoInput, query: NoInput, body: NoBody, output: Schema.Array(FavouriteEntry) }),
  addFavourite: endpoint({ api: "member", method: "POST", path: "/favourite", params: NoInput, query: NoInput, body: FavouriteEntry, output: Schema.Array(FavouriteEntry) }),
  removeFavourite: endpoint({ api: "member", method: "DELETE", path: "/favourite", params: NoInput, query: FavouriteQuery, body: NoBody, output: Schema.Array(FavouriteEntry) }),
};

/** §7 GET /wallet: the wallet (optionally by id) in a language. */
export const WalletQuery = Schema.Struct({ id: Schema.optional(Schema.String), lang: Schema.String });
export type WalletQuery = typeof WalletQuery.Type;

/** §7 POST /payment/session, with the idempotency key of ARCHITECTURE §7 (a repeated key starts no second payment). */
export const PaymentSessionBody = Schema.Struct({ ...PaymentSessionRequest.fields, idempotencyKey: Schema.String });
export type PaymentSessionBody = typeof PaymentSessionBody.Type;

/** §3 start result: the provider page to open, and the payment session it belongs to. */
export const PaymentSessionAnswer = Schema.Struct({ paymentURL: Schema.String, session: Schema.String });
export type PaymentSessionAnswer = typeof PaymentSessionAnswer.Type;

/** §7 GET /payment/ivr: route basics and the fingerprint. */
export const IvrQuery = Schema.Struct({ fingerprint: Schema.String, ...RouteBasics.fields });
export type IvrQuery = typeof IvrQuery.Type;

/** §7 Member API: wallet, payments and dial-in (all with the member token when there is one). */
export const paymentApi = {
  wallet: endpoint({ api: "member", method: "GET", path: "/wallet", params: NoInput, query: WalletQuery, body: NoBody, output: WalletResponse }),
  bundles: endpoint({ api: "member", method: "GET", path: "/bundles", params: NoInput, query: Schema.Struct({ wallet: Schema.optional(Schema.String) }), body: NoBody, output: Schema.Array(Bundle) }),
  paymentOptions: endpoint({
    api: "member", method: "GET", path: "/payment/options", params: NoInput, query: Schema.Struct({ dimension: Schema.optional(Schema.String) }), body: NoBody, output: Schema.Array(PaymentOption),
  }),
  paymentSession: endpoint({ api: "member", method: "POST", path: "/payment/session", params: NoInput, query: NoInput, body: PaymentSessionBody, output: PaymentSessionAnswer }),
  ivr: endpoint({ api: "member", method: "GET", path: "/payment/ivr", params: NoInput, query: IvrQuery, body: NoBody, output: IvrSession }),
  /** Phone numbers by provider, sorted with the visitor's geo country first (§7). */
  dialInNumbers: endpoint({
    api: "member", method: "GET", path: "/payment/dial-in", params: NoInput, query: Schema.Struct({ provider: Schema.String, country: Schema.optional(Schema.String) }), body: NoBody, output: Schema.Array(DialInPhoneNumber),
  }),
  dialIn: endpoint({ api: "member", method: "POST", path: "/payment/dial-in", params: NoInput, query: NoInput, body: DialInPayPayload, output: Acknowledged }),
  verifyDialIn: endpoint({ api: "member", method: "GET", path: "/verify/dial-in", params: NoInput, query: Schema.Struct({ session: Schema.String }), body: NoBody, output: DialInStatusResponse }),
};
