/** §8: the label used when a failed answer carries no body (or no label). */
export const UNDEFINED_ERROR = "UNDEFINED_ERROR";

export interface RequestRef {
  readonly method: string;
  readonly path: string;
}

/**
 * A failed platform call (§7: a call resolves only on status 200). Narrow on `_tag`:
 * `http` (status and the server's label), `network`, `decode` (the answer did not match the endpoint's
 * output schema) or `encode` (the caller's input did not match the endpoint's input schemas).
 */
export abstract class PlatformError extends Error {
  abstract readonly _tag: "http" | "network" | "decode" | "encode";
  constructor(
    message: string,
    readonly request: RequestRef,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = new.target.name;
  }
  /** The §8 label the views translate: the server's label for http failures, else UNDEFINED_ERROR. */
  abstract get label(): string;
}

export class PlatformHttpError extends PlatformError {
  readonly _tag = "http" as const;
  constructor(
    request: RequestRef,
    readonly status: number,
    readonly serverLabel: string,
    readonly body: unknown,
  ) {
    super(`${request.method} ${request.path} answered ${status} (${serverLabel})`, request);
  }
  get label() {
    return this.serverLabel;
  }
}

export class PlatformNetworkError extends PlatformError {
  readonly _tag = "network" as const;
  constructor(request: RequestRef, cause: unknown) {
    super(`${request.method} ${request.path} failed: ${cause instanceof Error ? cause.message : String(cause)}`, request, { cause });
  }
  get label() {
    return UNDEFINED_ERROR;
  }
}

export class PlatformDecodeError extends PlatformError {
  readonly _tag = "decode" as const;
  constructor(
    request: RequestRef,
    readonly issue: string,
    readonly body: unknown,
  ) {
    super(`${request.method} ${request.path} answered an unexpected shape: ${issue}`, request);
  }
  get label() {
    return UNDEFINED_ERROR;
  }
}

export class PlatformEncodeError extends PlatformError {
  readonly _tag = "encode" as const;
  constructor(
    request: RequestRef,
    readonly part: "params" | "query" | "body",
    readonly issue: string,
  ) {
    super(`${request.method} ${request.path}: invalid ${part}: ${issue}`, request);
  }
  get label() {
    return UNDEFINED_ERROR;
  }
}

export type AnyPlatformError = PlatformHttpError | PlatformNetworkError | PlatformDecodeError | PlatformEncodeError;

export const isPlatformError = (error: unknown): error is AnyPlatformError => error instanceof PlatformError;

/** A gateway's 502, 503 or 504: the platform behind it is down or restarting (issue 14). */
export const isGatewayDown = (status: number): boolean => status > 501 && status < 505;

/**
 * Issue 14: the platform could not be reached (the network, or a gateway saying it is down), as opposed to an answer
 * that refuses the call. A call the caller aborted is not an outage.
 */
export const isUnreachable = (error: unknown): boolean =>
  isPlatformError(error) &&
  (error._tag === "http" ? isGatewayDown(error.status) : error._tag === "network" && (error.cause as { name?: unknown } | undefined)?.name !== "AbortError");

/** The §8 label of any thrown value: the server label of a platform http failure, else UNDEFINED_ERROR. */
export const errorLabel = (error: unknown): string => (isPlatformError(error) ? error.label : UNDEFINED_ERROR);


/** Reads `{ "label": "badRequest.xxx" }` from a failed answer; no body or no label gives UNDEFINED_ERROR (§8). */
export const labelFromBody = (body: unknown): string => {
  if (typeof body === "object" && body !== null && "label" in body) {
    const label = (body as { label: unknown }).label;
    if (typeof label === "string" && label.length > 0) return label;
  }
  return UNDEFINED_ERROR;
};
