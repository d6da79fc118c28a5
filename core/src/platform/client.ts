import { Result, Schema } from "effect";
import type { AnyEndpoint, Api } from "./endpoints";
import { createLogger, type Logger } from "./logger";
import {
  PlatformDecodeError,
  PlatformEncodeError,
  PlatformHttpError,
  PlatformNetworkError,
  isGatewayDown,
  labelFromBody,
  type RequestRef,
} from "./platform-error";
import { stringifyQuery, type QueryRecord } from "./query-string";

/** §7 Accept header: JSON or plain text. */
export const ACCEPT_HEADER = "application/json, text/plain";

export interface FetchInit {
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body?: string;
  readonly signal?: AbortSignal;
}
export interface FetchResponse {
  readonly status: number;
  text(): Promise<string>;
}
/** The global `fetch` fits; injected so core never touches it at import time. */
export type FetchLike = (url: string, init: FetchInit) => Promise<FetchResponse>;

export interface PlatformClientOptions {
  readonly bases: Record<Api, string>;
  /** Sent as `lang` on every request; a function when the language can change during the session. */
  readonly lang: string | (() => string);
  readonly apiKey: string;
  /** Sent as `nonude=1|0` on every request (§2.1 nude filter). */
  readonly noNude: boolean | (() => boolean);
  readonly getToken: () => string | undefined;
  readonly fetch: FetchLike;
  readonly logger?: Logger;
  readonly now?: () => number;
  /**
   * Issue 14: told when the platform's reach changes — it answered (any answer but a gateway's 502/503/504) after it
   * could not be reached, or it could not (the network failed, or a gateway said it is down). An aborted call tells
   * nothing. It starts out reached.
   */
  readonly onReach?: (reached: boolean) => void;
}

type Empty = Record<never, never>;
type Optional<T> = undefined extends T ? true : Empty extends T ? true : false;
type Part<K extends string, T> = Optional<T> extends true ? { readonly [P in K]?: T } : { readonly [P in K]: T };

/** What a call takes: params, query and body typed by the endpoint (required when they have required keys). */
export type CallInput<E extends AnyEndpoint> = Part<"params", E["params"]["Type"]> &
  Part<"query", E["query"]["Type"]> &
  Part<"body", E["body"]["Type"]> & {
    readonly signal?: AbortSignal;
    /** A member token other than the session's, for this call only (the reset link's, §2.4 and ARCHITECTURE §7). */
    readonly token?: string;
  };

export type CallArgs<E extends AnyEndpoint> = Empty extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

export interface PlatformClient {
  /** Resolves with the decoded 200 answer; rejects with a {@link PlatformError} otherwise. */
  call<E extends AnyEndpoint>(endpoint: E, ...args: CallArgs<E>): Promise<E["output"]["Type"]>;
  /** The absolute or base-relative URL a call would hit (for beacons and tests). */
  url<E extends AnyEndpoint>(endpoint: E, ...args: CallArgs<E>): string;
  /** The site's api key: a beacon sends no headers, so it carries the key in its query (§7). */
  readonly apiKey: string;
}

const issueOf = (error: Schema.SchemaError) => error.message;

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** Fills `:name` segments; a missing value is reported by name. */
export const fillPath = (path: string, params: Readonly<Record<string, unknown>>): Result.Result<string, string> => {
  const missing: string[] = [];
  const filled = path.replace(PARAM, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === "") {
      missing.push(name);
      return "";
    }
    return encodeURIComponent(String(value));
  });
  return missing.length > 0 ? Result.fail(`missing path param ${missing.join(", ")}`) : Result.succeed(filled);
};

const joinUrl = (base: string, path: string) => `${base.replace(/\/+$/, "")}${path.startsWith("/") ? path : `/${path}`}`;

const readValue = <T>(value: T | (() => T)): T => (typeof value === "function" ? (value as () => T)() : value);

const parseBody = (text: string): unknown => {
  if (text.length === 0) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

interface Prepared {
  readonly ref: RequestRef;
  readonly url: string;
  readonly body: string | undefined;
}

export const createPlatformClient = (options: PlatformClientOptions): PlatformClient => {
  const logger = options.logger ?? createLogger();
  const now = options.now ?? (() => Date.now());
  let reached = true;
  const reach = (next: boolean) => {
    if (next !== reached) options.onReach?.((reached = next));
  };

  const prepare = (endpoint: AnyEndpoint, input: CallInput<AnyEndpoint> | undefined): Result.Result<Prepared, PlatformEncodeError> => {
    const rawRef: RequestRef = { method: endpoint.method, path: endpoint.path };
    const params = Schema.encodeUnknownResult(endpoint.params)(input?.params ?? {});
    if (Result.isFailure(params)) return Result.fail(new PlatformEncodeError(rawRef, "params", issueOf(params.failure)));
    const path = fillPath(endpoint.path, (params.success ?? {}) as Record<string, unknown>);
    if (Result.isFailure(path)) return Result.fail(new PlatformEncodeError(rawRef, "params", path.failure));
    const ref: RequestRef = { method: endpoint.method, path: path.success };

    const query = Schema.encodeUnknownResult(endpoint.query)(input?.query ?? {});
    if (Result.isFailure(query)) return Result.fail(new PlatformEncodeError(ref, "query", issueOf(query.failure)));
    const search = stringifyQuery({
      lang: readValue(options.lang),
      nonude: readValue(options.noNude) ? 1 : 0,
      ...((query.success ?? {}) as QueryRecord),
    });

    const body = Schema.encodeUnknownResult(endpoint.body)(input?.body);
    if (Result.isFailure(body)) return Result.fail(new PlatformEncodeError(ref, "body", issueOf(body.failure)));

    return Result.succeed({
      ref,
      url: `${joinUrl(options.bases[endpoint.api], ref.path)}?${search}`,
      body: body.success === undefined ? undefined : JSON.stringify(body.success),
    });
  };

  const call = async (endpoint: AnyEndpoint, input?: CallInput<AnyEndpoint>): Promise<unknown> => {
    const prepared = prepare(endpoint, input);
    if (Result.isFailure(prepared)) {
      logger.error(prepared.failure.message);
      throw prepared.failure;
    }
    const { ref, url, body } = prepared.success;
    const headers: Record<string, string> = { Accept: ACCEPT_HEADER, "X-Api-Key": options.apiKey };
    const token = input?.token ?? options.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers["Content-Type"] = "application/json";

    const started = now();
    const timing = (status: number | "network") => ({ method: ref.method, path: ref.path, status, ms: now() - started });
    const fetchFn = options.fetch;
    let status: number;
    let payload: unknown;
    try {
      const response = await fetchFn(url, { method: endpoint.method, headers, ...(body === undefined ? {} : { body }), ...(input?.signal ? { signal: input.signal } : {}) });
      status = response.status;
      payload = parseBody(await response.text());
    } catch (cause) {
      const error = new PlatformNetworkError(ref, cause);
      logger.warn(`${ref.method} ${ref.path} network error`, { ...timing("network"), error: error.message });
      // An aborted call says nothing of the platform.
      if ((cause as { name?: unknown } | undefined)?.name !== "AbortError") reach(false);
      throw error;
    }

    const line = timing(status);
    reach(!isGatewayDown(status));
    if (status !== 200) {
      const error = new PlatformHttpError(ref, status, labelFromBody(payload), payload);
      logger.warn(`${ref.method} ${ref.path} ${status} ${line.ms}ms`, { ...line, label: error.label });
      throw error;
    }
    const decoded = Schema.decodeUnknownResult(endpoint.output)(payload);
    if (Result.isFailure(decoded)) {
      const error = new PlatformDecodeError(ref, issueOf(decoded.failure), payload);
      logger.error(error.message, line);
      throw error;
    }
    logger.info(`${ref.method} ${ref.path} ${status} ${line.ms}ms`, line);
    return decoded.success;
  };

  const url = (endpoint: AnyEndpoint, input?: CallInput<AnyEndpoint>) => {
    const prepared = prepare(endpoint, input);
    if (Result.isFailure(prepared)) throw prepared.failure;
    return prepared.success.url;
  };

  return { call, url, apiKey: options.apiKey } as PlatformClient;
};
