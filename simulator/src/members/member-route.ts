import { http, HttpResponse, type HttpHandler } from "msw";
import { Result } from "effect";
import { decodeRequest, parseQuery, type AnyEndpoint, type DecodedRequest } from "@camstage/core";
import type { World } from "../world/world";
import type { WorldMember } from "../world/member.schema";
import { handlerPath } from "../handlers/platform.handlers";
import type { MemberCrypto } from "./member-crypto";
import { authenticateToken } from "./member-auth";

/** The labels a refused token answers with (§8: a member load 403 logs out). */
export const TOKEN_LABELS = {
  missing: "forbidden.token.missing",
  invalid: "forbidden.token.invalid",
  expired: "forbidden.token.expired",
  deleted: "badRequest.login.deleted",
} as const;

/** A labelled failure, as the platform answers (§7: failures carry the server's label). */
export const fail = (status: number, label: string, extra: Record<string, unknown> = {}) => HttpResponse.json({ label, ...extra }, { status });

const MALFORMED = Symbol("malformed");

/** A JSON body; an empty one is `undefined` and malformed JSON a value no schema accepts. */
export const readBody = async (request: Request): Promise<unknown> => {
  const text = await request.text();
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return MALFORMED;
  }
};

export type Answer<E extends AnyEndpoint> = (decoded: DecodedRequest<E>, request: Request) => Promise<Response> | Response;

/** Registers one member-API endpoint: decodes query and body with the core schemas, a mismatch is a labelled 400. */
export const route = <E extends AnyEndpoint>(endpoint: E, answer: Answer<E>): HttpHandler => {
  const method = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete }[endpoint.method];
  return method(handlerPath(endpoint.api, endpoint.path), async ({ request }) => {
    const query = parseQuery(new URL(request.url).searchParams);
    const decoded = decodeRequest(endpoint, { query, body: endpoint.method === "GET" ? undefined : await readBody(request) });
    if (Result.isFailure(decoded)) return fail(400, decoded.failure.label, { issue: decoded.failure.issue });
    return answer(decoded.success, request);
  });
};

export interface Authenticator {
  /** The member the request's Bearer token names; a labelled 403 otherwise. */
  readonly member: (request: Request) => Promise<Result.Result<WorldMember, Response>>;
  /** As `member`, but a request without a token is a guest (`null`); a token that is there must be good. */
  readonly optionalMember: (request: Request) => Promise<Result.Result<WorldMember | null, Response>>;
}

const bearer = (request: Request) => (request.headers.get("authorization") ?? "").replace(/^Bearer\s+/i, "").trim();

export const createAuthenticator = (world: World, crypto: MemberCrypto): Authenticator => {
  const member = async (request: Request): Promise<Result.Result<WorldMember, Response>> => {
    const found = await authenticateToken(world, crypto, bearer(request));
    return Result.isSuccess(found) ? Result.succeed(found.success) : Result.fail(fail(403, TOKEN_LABELS[found.failure]));
  };
  return {
    member,
    optionalMember: async (request) => (bearer(request) === "" ? Result.succeed(null) : member(request)),
  };
};
