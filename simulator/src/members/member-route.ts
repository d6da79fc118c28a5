import { http, HttpResponse, type HttpHandler } from "msw";
import { Result } from "effect";
import { decodeRequest, parseQuery, type AnyEndpoint, type DecodedRequest } from "@camstage/core";
import type { World } from "../world/world";
import type { WorldMember } from "../world/member.schema";
import { handlerPath } from "../handlers/platform.handlers";
import type { MemberCrypto } from "./member-crypto";
import { authenticate, type Authenticated } from "./member-auth";
import type { TokenUse } from "./member-token";
import { HashBusy } from "./hash-gate";

/** The labels a refused token answers with (§8: a member load 403 logs out). */
export const TOKEN_LABELS = {
  missing: "forbidden.token.missing",
  invalid: "forbidden.token.invalid",
  expired: "forbidden.token.expired",
  /** Issued before a password change, reset or deletion (ARCHITECTURE §7). */
  revoked: "forbidden.token.revoked",
  deleted: "badRequest.login.deleted",
} as const;

/** The labels of the ARCHITECTURE §7 limits. */
export const LIMIT_LABELS = { tooManyRequests: "tooManyRequests", busy: "serviceUnavailable.busy" } as const;

/** A labelled failure, as the platform answers (§7: failures carry the server's label). */
export const fail = (status: number, label: string, extra: Record<string, unknown> = {}) => HttpResponse.json({ label, ...extra }, { status });

/** ARCHITECTURE §7 rate limited: 429 with Retry-After (seconds), also in the body for the site's message. */
export const tooManyRequests = (retryAfterS: number) =>
  HttpResponse.json({ label: LIMIT_LABELS.tooManyRequests, retryAfter: retryAfterS }, { status: 429, headers: { "Retry-After": String(retryAfterS) } });

/** ARCHITECTURE §7 password hashing is at its bound: 503 at once, try again in a second. */
export const hashingBusy = () => HttpResponse.json({ label: LIMIT_LABELS.busy, retryAfter: 1 }, { status: 503, headers: { "Retry-After": "1" } });

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

/** Registers one member-API endpoint: decodes path params, query and body with the core schemas, a mismatch is a labelled 400. */
export const route = <E extends AnyEndpoint>(endpoint: E, answer: Answer<E>): HttpHandler => {
  const method = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete }[endpoint.method];
  return method(handlerPath(endpoint.api, endpoint.path), async ({ request, params }) => {
    const query = parseQuery(new URL(request.url).searchParams);
    const decoded = decodeRequest(endpoint, { params, query, body: endpoint.method === "GET" ? undefined : await readBody(request) });
    if (Result.isFailure(decoded)) return fail(400, decoded.failure.label, { issue: decoded.failure.issue });
    try {
      return await answer(decoded.success, request);
    } catch (error) {
      if (error instanceof HashBusy) return hashingBusy();
      throw error;
    }
  });
};

export interface Authenticator {
  /** The member the request's Bearer token names; a labelled 403 otherwise. */
  readonly member: (request: Request) => Promise<Result.Result<WorldMember, Response>>;
  /** As `member`, but a request without a token is a guest (`null`); a token that is there must be good. */
  readonly optionalMember: (request: Request) => Promise<Result.Result<WorldMember | null, Response>>;
  /** The member and the use of a token of one of `uses` (the calls a reset token may make). */
  readonly token: (request: Request, uses: readonly TokenUse[]) => Promise<Result.Result<Authenticated, Response>>;
}

const bearer = (request: Request) => (request.headers.get("authorization") ?? "").replace(/^Bearer\s+/i, "").trim();

export const createAuthenticator = (world: World, crypto: MemberCrypto): Authenticator => {
  const token = async (request: Request, uses: readonly TokenUse[]): Promise<Result.Result<Authenticated, Response>> => {
    const found = await authenticate(world, crypto, bearer(request), uses);
    return Result.isSuccess(found) ? Result.succeed(found.success) : Result.fail(fail(403, TOKEN_LABELS[found.failure]));
  };
  const member = async (request: Request) => Result.map(await token(request, ["login"]), (found) => found.member);
  return {
    member,
    optionalMember: async (request) => (bearer(request) === "" ? Result.succeed(null) : member(request)),
    token,
  };
};
