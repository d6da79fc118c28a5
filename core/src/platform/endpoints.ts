import { Schema } from "effect";
import { AutocompleteResult, PerformerFindResult, PerformerProfile, Album } from "../domain/performer.schema";
import { CategoryList } from "../domain/category.schema";
import { Configuration, GeoInfo, PromoList } from "../domain/configuration.schema";
import { FilterSelection } from "../domain/filter.schema";

/**
 * §7 platform contract. Each call is a typed endpoint: which API host it lives on, its method and path
 * (`:name` segments are filled from `params`), and schemas for its query, body and 200 answer.
 * The simulator decodes requests with the same schemas; the app's HTTP client encodes with them. The member and
 * payment calls are in `member-endpoints.ts`, so the first page (which browses) carries only the browsing schemas.
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
