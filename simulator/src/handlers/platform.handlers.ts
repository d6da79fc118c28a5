import { http, HttpResponse, type HttpHandler } from "msw";
import { Result } from "effect";
import {
  decodeRequest,
  GRID_PAGE_LIMIT,
  parseQuery,
  performerApi,
  SIMULATOR_BASES,
  SUGGESTIONS_PAGE_LIMIT,
  type AnyEndpoint,
  type Api,
  type DecodedRequest,
  type ParsedQuery,
} from "@camstage/core";
import type { World } from "../world/world";
import { autocomplete, FindQueryError, findPerformers, filterPerformers } from "./performer-find";

/** Labels the simulator answers with, as the platform would (§7: failures carry the server's label). */
export const LABELS = {
  invalidQuery: "badRequest.invalid.query",
  profileNotFound: "notFound.profile",
  albumNotFound: "notFound.album",
} as const;

/** Endpoints match on any origin, so the same handlers serve the Node host, the browser worker and msw/node. */
export const handlerPath = (api: Api, path: string) => `*${SIMULATOR_BASES[api]}${path}`;

type RawParams = Readonly<Record<string, string | readonly string[] | undefined>>;

const badRequest = (label: string, issue: string) => HttpResponse.json({ label, issue }, { status: 400 });
const notFound = (label: string) => HttpResponse.json({ label }, { status: 404 });

/** The visitor's language: every §7 request carries `lang`; Dutch is the default locale. */
const localeOf = (query: ParsedQuery) => (typeof query.lang === "string" && query.lang !== "" ? query.lang : "nl");

/** §9 paging defaults: a find without pagination reads as the grid's first page. */
const withPagingDefaults = (query: ParsedQuery): ParsedQuery => {
  const pagination = typeof query.pagination === "object" && !Array.isArray(query.pagination) ? query.pagination : {};
  return { ...query, pagination: { limit: String(GRID_PAGE_LIMIT), offset: "0", ...pagination } };
};

/**
 * Registers one endpoint: decodes params and query with the core schemas (ARCHITECTURE §2: a bad request gets a
 * 4xx with a label) and hands the decoded request to `answer`.
 */
const route = <E extends AnyEndpoint>(
  endpoint: E,
  answer: (request: DecodedRequest<E>, raw: ParsedQuery) => Response,
  prepare: (query: ParsedQuery) => ParsedQuery = (query) => query,
): HttpHandler =>
  http.get(handlerPath(endpoint.api, endpoint.path), ({ request, params }) => {
    const raw = parseQuery(new URL(request.url).searchParams);
    const decoded = decodeRequest(endpoint, { params: params as RawParams, query: prepare(raw), body: undefined });
    if (Result.isFailure(decoded)) return badRequest(decoded.failure.label, decoded.failure.issue);
    try {
      return answer(decoded.success, raw);
    } catch (error) {
      if (error instanceof FindQueryError) return badRequest(LABELS.invalidQuery, error.message);
      throw error;
    }
  });

/** MSW handlers for the §7 performer API, white-label configuration, media albums and geo lookup. */
export const createPlatformHandlers = (world: World): HttpHandler[] => [
  route(performerApi.categories, () => HttpResponse.json(world.getState().categories)),

  route(performerApi.promotions, ({ query }) => {
    const wanted = new Set(query.placements);
    const items = world
      .getState()
      .configuration.promotions.filter((promo) => wanted.size === 0 || wanted.has(promo.placement))
      .map((promo) => ({ placement: promo.placement, data: { image: promo.image, link: promo.link } }));
    return HttpResponse.json({ items });
  }),

  route(performerApi.profile, ({ params }) => {
    const performer = world.findPerformer(params.id);
    return performer ? HttpResponse.json(performer.profile) : notFound(LABELS.profileNotFound);
  }),

  route(performerApi.autocomplete, ({ query }) =>
    HttpResponse.json({ items: autocomplete(world.getState(), query.username, SUGGESTIONS_PAGE_LIMIT) }),
  ),

  route(
    performerApi.count,
    ({ query }) => HttpResponse.json({ count: filterPerformers(world.getState(), query).length }),
    withPagingDefaults,
  ),

  route(
    performerApi.find,
    ({ query }, raw) => HttpResponse.json(findPerformers(world.getState(), query, localeOf(raw))),
    withPagingDefaults,
  ),

  route(performerApi.album, ({ params }) => {
    const performer = world.findPerformer(params.id);
    return performer ? HttpResponse.json(performer.albums) : notFound(LABELS.profileNotFound);
  }),

  route(performerApi.albumItem, ({ params }) => {
    const performer = world.findPerformer(params.id);
    if (!performer) return notFound(LABELS.profileNotFound);
    const album = performer.albums.find((a) => a.id === params.albumId);
    return album ? HttpResponse.json(album) : notFound(LABELS.albumNotFound);
  }),

  route(performerApi.configuration, () => HttpResponse.json(world.getState().configuration)),

  route(performerApi.geo, () => HttpResponse.json(world.getState().geo)),
];
