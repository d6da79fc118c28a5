import {
  PlatformDecodeError,
  PlatformEncodeError,
  PlatformHttpError,
  PlatformNetworkError,
  isPlatformError,
  type RequestRef,
} from "../platform/platform-error";
import type { FlowEvent } from "./event-log.schema";

/**
 * ARCHITECTURE §3 an effect's result is an input like any other: the done or error event an invoked actor sends its
 * flow is logged as JSON and revived on replay. Errors keep what the machines read of them (the platform
 * error's tag, status and server label); dates keep their instant.
 */
const ERROR = "$error";
const DATE = "$date";

interface EncodedError {
  readonly name: string;
  readonly message: string;
  readonly tag?: string;
  readonly request?: RequestRef;
  readonly status?: number;
  readonly serverLabel?: string;
  readonly body?: unknown;
  readonly issue?: string;
  readonly part?: "params" | "query" | "body";
}

const encodeError = (error: unknown): EncodedError => {
  if (isPlatformError(error)) {
    const base = { name: error.name, message: error.message, tag: error._tag, request: error.request };
    switch (error._tag) {
      case "http":
        return { ...base, status: error.status, serverLabel: error.serverLabel, body: toJson(error.body) };
      case "decode":
        return { ...base, issue: error.issue, body: toJson(error.body) };
      case "encode":
        return { ...base, part: error.part, issue: error.issue };
      case "network":
        return base;
    }
  }
  return error instanceof Error ? { name: error.name, message: error.message } : { name: "Error", message: String(error) };
};

const decodeError = (encoded: EncodedError): Error => {
  const request = encoded.request ?? { method: "GET", path: "" };
  switch (encoded.tag) {
    case "http":
      return new PlatformHttpError(request, encoded.status ?? 0, encoded.serverLabel ?? "", fromJson(encoded.body));
    case "decode":
      return new PlatformDecodeError(request, encoded.issue ?? "", fromJson(encoded.body));
    case "encode":
      return new PlatformEncodeError(request, encoded.part ?? "body", encoded.issue ?? "");
    case "network":
      return new PlatformNetworkError(request, new Error(encoded.message));
    default: {
      const error = new Error(encoded.message);
      error.name = encoded.name;
      return error;
    }
  }
};

/** A JSON-safe copy: errors and dates tagged, functions and undefined fields dropped. */
export const toJson = (value: unknown): unknown => {
  if (value instanceof Error) return { [ERROR]: encodeError(value) };
  if (value instanceof Date) return { [DATE]: value.toISOString() };
  if (Array.isArray(value)) return value.map((item) => (item === undefined ? null : toJson(item)));
  if (typeof value === "object" && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined || typeof item === "function") continue;
      out[key] = toJson(item);
    }
    return out;
  }
  return typeof value === "number" && !Number.isFinite(value) ? null : value;
};

/** The inverse of {@link toJson}. */
export const fromJson = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(fromJson);
  if (typeof value === "object" && value !== null) {
    if (ERROR in value) return decodeError((value as Record<typeof ERROR, EncodedError>)[ERROR]);
    if (DATE in value) return new Date(String((value as Record<typeof DATE, string>)[DATE]));
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fromJson(item)]));
  }
  return value;
};

/** The logged form of an event an invoked actor sent its flow (`xstate.done.actor.*`, `xstate.error.actor.*`). */
export const encodeEffectEvent = (event: { readonly type: string }): FlowEvent => toJson(event) as FlowEvent;

export const decodeEffectEvent = (event: FlowEvent): FlowEvent => fromJson(event) as FlowEvent;
