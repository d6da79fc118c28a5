import { Schema } from "effect";
import { AutocompleteResult, PerformerFindResult, PerformerProfile, Album } from "../domain/performer.schema";
import { CategoryList } from "../domain/category.schema";
import { Configuration, GeoInfo, PromoList } from "../domain/configuration.schema";
import { FilterSelection } from "../domain/filter.schema";
import {
  ActivateRequest, ChangeUsernameRequest, CreditsResponse, FavouriteEntry, ForgotPasswordRequest, LoginRequest, MemberBasicInfo,
  MemberUpdateRequest, RegisterRequest, TokenResponse, UsernameSuggestionResponse,
} from "../domain/member.schema";
import { Bundle, PaymentOption, PaymentSessionRequest, WalletResponse } from "../domain/wallet.schema";
import { DialInPayPayload, DialInPhoneNumber, DialInStatusResponse, IvrSession, RouteBasics } from "../domain/dial-in.schema";

/**
 * §7 platform contract. Each call is a typed endpoint: which API host it lives on, its method and path
 * (`:name` segments are filled from `params`), and schemas for its query, body and 200 answer.
 * The simulator decodes requests with the same schemas; the app's HTTP client encodes with them.
 */
export type Api = "member" | "performer" | "chat" | "whitelabel" | "geo";
export type Method = "GET" | "POST" | "PUT" | "DELETE";

/** A schema that decodes and encodes without services: what every endpoint part must be. */
export type EndpointSchema = Schema.Codec<unknown, unknown, never, never>;

export interface Endpoint<P extends EndpointSchema, Q extends EndpointSchema, B extends EndpointSchema, O extends EndpointSchema> {
  readonly api: Api;
  readonly method: Method;
  readonly path: string;
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  readonly output: O;
}
export type AnyEndpoint = Endpoint<EndpointSchema, EndpointSchema, EndpointSchema, EndpointSchema>;

/** No path params or no query: an empty struct (a missing part is read as `{}`). */
export const NoInput = Schema.Struct({});
/** No request body: GET calls and bodiless POSTs send nothing. */
export const NoBody = Schema.Undefined;

export const endpoint = <P extends EndpointSchema, Q extends EndpointSchema, B extends EndpointSchema, O extends EndpointSchema>(
  e: Endpoint<P, Q, B, O>,
) => e;

/** Integer query values arrive as strings over HTTP; the query codec accepts both. */
export const QueryInt = Schema.Union([Schema.Finite, Schema.FiniteFromString]);

export const FindQuery = Schema.Struct({
  filter: Schema.optional(
    Schema.Struct({
      username: Schema.optional(Schema.String),
      status: Schema.optional(Schema.Array(Schema.String)),
      category: Schema.optional(Schema.String),
      newCams: Schema.optional(Schema.String),
      cybertoy: Schema.optional(Schema.Array(QueryInt)),
    }),
  ),
  select: Schema.optional(FilterSelection),
  ordering: Schema.optional(Schema.Literals(["default", "rating", "newest"])),
  locale: Schema.optional(Schema.String),
  pagination: Schema.Struct({ limit: QueryInt, offset: QueryInt }),
});
export type FindQuery = typeof FindQuery.Type;

export const performerApi = {
  categories: endpoint({ api: "performer", method: "GET", path: "/featured/categories", params: NoInput, query: NoInput, body: NoBody, output: CategoryList }),
  promotions: endpoint({
    api: "performer", method: "GET", path: "/promotion/whitelabel", params: NoInput,
    query: Schema.Struct({ placements: Schema.Array(Schema.String), lang: Schema.String, whiteLabelToken: Schema.String, memberToken: Schema.optional(Schema.String) }),
    body: NoBody, output: PromoList,
  }),
  profile: endpoint({ api: "performer", method: "GET", path: "/profile/:id", params: Schema.Struct({ id: Schema.String }), query: NoInput, body: NoBody, output: PerformerProfile }),
  autocomplete: endpoint({ api: "performer", method: "GET", path: "/user/autocomplete", params: NoInput, query: Schema.Struct({ username: Schema.String }), body: NoBody, output: AutocompleteResult }),
  count: endpoint({ api: "performer", method: "GET", path: "/user/count", params: NoInput, query: FindQuery, body: NoBody, output: Schema.Struct({ count: Schema.Number }) }),
  find: endpoint({ api: "performer", method: "GET", path: "/user/find", params: NoInput, query: FindQuery, body: NoBody, output: PerformerFindResult }),
  album: endpoint({ api: "member", method: "GET", path: "/media/albums/:id", params: Schema.Struct({ id: Schema.String }), query: NoInput, body: NoBody, output: Schema.Array(Album) }),
  albumItem: endpoint({
    api: "member", method: "GET", path: "/media/album/:id/:albumId", params: Schema.Struct({ id: Schema.String, albumId: Schema.String }),
    query: NoInput, body: NoBody, output: Album,
  }),
  configuration: endpoint({ api: "whitelabel", method: "GET", path: "/common/configuration.json", params: NoInput, query: NoInput, body: NoBody, output: Configuration }),
  geo: endpoint({ api: "geo", method: "GET", path: "/json", params: NoInput, query: NoInput, body: NoBody, output: GeoInfo }),
};


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

/** §7 POST /payment/session, with the idempotency key of DESIGN §7 (a repeated key starts no second payment). */
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
