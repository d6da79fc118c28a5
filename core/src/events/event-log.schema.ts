import { Schema } from "effect";

/** ARCHITECTURE §3: every input a flow receives is a typed, dot-namespaced event (`wallet.bundle.select`). */
export const FlowEvent = Schema.StructWithRest(Schema.Struct({ type: Schema.NonEmptyString }), [Schema.Record(Schema.String, Schema.Unknown)]);
export type FlowEvent = typeof FlowEvent.Type;

/**
 * Why an entry is in the log besides a visitor's or the platform's input: `effect`, the result or failure of an
 * effect the flow invoked (replay delivers it instead of running the effect); `route`, an event the routing table
 * derived from another flow's emitted event (replay derives it again, so it is not delivered twice).
 */
export const EventCause = Schema.Literals(["effect", "route"]);
export type EventCause = typeof EventCause.Type;

/** One delivered event: `{ seq, at, flow, event }` (ARCHITECTURE §3). */
export const EventLogEntry = Schema.Struct({
  seq: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  at: Schema.Finite,
  flow: Schema.NonEmptyString,
  event: FlowEvent,
  cause: Schema.optional(EventCause),
});
export type EventLogEntry = typeof EventLogEntry.Type;

/**
 * What a site adds to a visitor's exported log so a replay ends on the same screen without calling the platform: the
 * page it was on and the server data its pages showed (the query cache, as the app dehydrates it).
 */
export const SiteSnapshot = Schema.Struct({ location: Schema.String, queries: Schema.Unknown });
export type SiteSnapshot = typeof SiteSnapshot.Type;

/** The exported log: when the session started (the clock value its actors were created at) and its entries. */
export const EventLogData = Schema.Struct({
  version: Schema.Literal(1),
  startedAt: Schema.Finite,
  entries: Schema.Array(EventLogEntry),
  site: Schema.optional(SiteSnapshot),
});
export type EventLogData = typeof EventLogData.Type;
