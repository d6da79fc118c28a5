import { Result, Schema } from "effect";

/** A socket's events: each wire name with the schema of its (first) argument. */
export type WireSchemas = Record<string, Schema.Top>;
export type WireEvents<Wire extends WireSchemas, E> = { readonly [W in keyof Wire]: (payload: Wire[W]["Type"]) => E };

/**
 * The decoder of one socket (member or chat): a wire event's payload decoded by its schema and turned into the
 * typed event flows receive, or why the payload was refused (§8 a bad socket event is reported, never applied).
 */
export const wireDecoder =
  <Wire extends WireSchemas, E>(wire: Wire, toEvent: WireEvents<Wire, E>) =>
  <W extends keyof Wire>(name: W, payload: unknown): Result.Result<E, string> => {
    const decoded = Schema.decodeUnknownResult(wire[name] as unknown as Schema.Codec<Wire[W]["Type"]>)(payload);
    if (Result.isFailure(decoded)) return Result.fail(decoded.failure.message);
    return Result.succeed(toEvent[name](decoded.success));
  };

/** A reason or error from a socket as text; whatever it is, this does not throw. */
export const describeReason = (value: unknown): string => {
  if (typeof value === "string") return value;
  try {
    return value instanceof Error ? String(value.message) : String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
};
