import { Result, Schema } from "effect";
import type { AnyEndpoint, EndpointSchema } from "./endpoints";

const issueOf = (error: Schema.SchemaError) => error.message;

/** Labels the simulator answers (with status 400) when a request does not match its endpoint. */
export type RequestLabel = "badRequest.invalid.params" | "badRequest.invalid.query" | "badRequest.invalid.body";

export interface RequestRejection {
  readonly label: RequestLabel;
  readonly issue: string;
}

export interface DecodedRequest<E extends AnyEndpoint> {
  readonly params: E["params"]["Type"];
  readonly query: E["query"]["Type"];
  readonly body: E["body"]["Type"];
}

/**
 * The simulator's side of the contract: decodes a request's path params, parsed query (see `parseQuery`)
 * and JSON body with the endpoint's schemas. Missing params or query read as `{}`.
 */
export const decodeRequest = <E extends AnyEndpoint>(
  endpoint: E,
  request: { readonly params?: unknown; readonly query?: unknown; readonly body?: unknown },
): Result.Result<DecodedRequest<E>, RequestRejection> => {
  const part = (schema: EndpointSchema, value: unknown, label: RequestLabel): Result.Result<unknown, RequestRejection> => {
    const decoded = Schema.decodeUnknownResult(schema)(value);
    return Result.isFailure(decoded) ? Result.fail({ label, issue: issueOf(decoded.failure) }) : Result.succeed(decoded.success);
  };
  const params = part(endpoint.params, request.params ?? {}, "badRequest.invalid.params");
  if (Result.isFailure(params)) return Result.fail(params.failure);
  const query = part(endpoint.query, request.query ?? {}, "badRequest.invalid.query");
  if (Result.isFailure(query)) return Result.fail(query.failure);
  const body = part(endpoint.body, request.body, "badRequest.invalid.body");
  if (Result.isFailure(body)) return Result.fail(body.failure);
  return Result.succeed({ params: params.success, query: query.success, body: body.success } as DecodedRequest<E>);
};

/** Turns an endpoint path (`/profile/:id`) into a matcher returning the raw params, for hosts that route by hand. */
export const matchEndpointPath = (path: string, pathname: string): Record<string, string> | null => {
  const pattern = path.split("/");
  const actual = pathname.split("/");
  if (pattern.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const expected = pattern[i] ?? "";
    const segment = actual[i] ?? "";
    if (expected.startsWith(":")) {
      if (segment === "") return null;
      try {
        params[expected.slice(1)] = decodeURIComponent(segment);
      } catch {
        return null;
      }
    } else if (expected !== segment) return null;
  }
  return params;
};
