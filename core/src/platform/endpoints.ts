import { Schema } from "effect";
import { AutocompleteResult, PerformerFindResult, PerformerProfile, Album } from "../domain/performer.schema";
import { CategoryList } from "../domain/category.schema";
import { Configuration, GeoInfo, PromoList } from "../domain/configuration.schema";
import { FilterSelection } from "../domain/filter.schema";

/**
 * §7 platform contract. Each call is a typed endpoint: which API host it lives on, its method and path
 * (`:name` segments are filled from `params`), and schemas for its query, body and 200 answer.
 * The simulator decodes requests with the same schemas; the app's HTTP client encodes with them.
 */
export type Api = "member" | "performer" | "chat" | "whitelabel" | "geo";
export type Method = "GET" | "POST" | "PUT" | "DELETE";

export interface Endpoint<P extends Schema.Top, Q extends Schema.Top, B extends Schema.Top, O extends Schema.Top> {
  readonly api: Api;
  readonly method: Method;
  readonly path: string;
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  readonly output: O;
}
export type AnyEndpoint = Endpoint<Schema.Top, Schema.Top, Schema.Top, Schema.Top>;

const None = Schema.Struct({});

const endpoint = <P extends Schema.Top, Q extends Schema.Top, B extends Schema.Top, O extends Schema.Top>(e: Endpoint<P, Q, B, O>) => e;

/** Integer query values arrive as strings over HTTP; the query codec accepts both. */
export const QueryInt = Schema.Union([Schema.Number, Schema.NumberFromString]);

export const FindQuery = Schema.Struct({
  filter: Schema.optional(
    Schema.Struct({
      username: Schema.optional(Schema.String),
      status: Schema.optional(Schema.Array(Schema.String)),
      category: Schema.optional(Schema.String),
      newCams: Schema.optional(Schema.String),
    }),
  ),
  select: Schema.optional(FilterSelection),
  ordering: Schema.optional(Schema.Literals(["default", "rating", "newest"])),
  locale: Schema.optional(Schema.String),
  pagination: Schema.Struct({ limit: QueryInt, offset: QueryInt }),
});
export type FindQuery = typeof FindQuery.Type;

export const performerApi = {
  categories: endpoint({ api: "performer", method: "GET", path: "/featured/categories", params: None, query: None, body: None, output: CategoryList }),
  promotions: endpoint({
    api: "performer", method: "GET", path: "/promotion/whitelabel", params: None,
    query: Schema.Struct({ placements: Schema.Array(Schema.String), lang: Schema.String, whiteLabelToken: Schema.String, memberToken: Schema.optional(Schema.String) }),
    body: None, output: PromoList,
  }),
  profile: endpoint({ api: "performer", method: "GET", path: "/profile/:id", params: Schema.Struct({ id: Schema.String }), query: None, body: None, output: PerformerProfile }),
  autocomplete: endpoint({ api: "performer", method: "GET", path: "/user/autocomplete", params: None, query: Schema.Struct({ username: Schema.String }), body: None, output: AutocompleteResult }),
  count: endpoint({ api: "performer", method: "GET", path: "/user/count", params: None, query: FindQuery, body: None, output: Schema.Struct({ count: Schema.Number }) }),
  find: endpoint({ api: "performer", method: "GET", path: "/user/find", params: None, query: FindQuery, body: None, output: PerformerFindResult }),
  album: endpoint({ api: "member", method: "GET", path: "/media/albums/:id", params: Schema.Struct({ id: Schema.String }), query: None, body: None, output: Schema.Array(Album) }),
  albumItem: endpoint({
    api: "member", method: "GET", path: "/media/album/:id/:albumId", params: Schema.Struct({ id: Schema.String, albumId: Schema.String }),
    query: None, body: None, output: Album,
  }),
  configuration: endpoint({ api: "whitelabel", method: "GET", path: "/common/configuration.json", params: None, query: None, body: None, output: Configuration }),
  geo: endpoint({ api: "geo", method: "GET", path: "/json", params: None, query: None, body: None, output: GeoInfo }),
};
