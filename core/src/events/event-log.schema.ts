import { Schema } from "effect";

/** DESIGN §3: every input a flow receives is a typed, dot-namespaced event (`wallet.bundle.select`). */
export const FlowEvent = Schema.StructWithRest(Schema.Struct({ type: Schema.NonEmptyString }), [Schema.Record(Schema.String, Schema.Unknown)]);
export type FlowEvent = typeof FlowEvent.Type;

/** One delivered event: `{ seq, at, flow, event }` (DESIGN §3). */
export const EventLogEntry = Schema.Struct({
  seq: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  at: Schema.Finite,
  flow: Schema.NonEmptyString,
  event: FlowEvent,
});
export type EventLogEntry = typeof EventLogEntry.Type;

/** The exported log: when the session started (the clock value its actors were created at) and its entries. */
export const EventLogData = Schema.Struct({
  version: Schema.Literal(1),
  startedAt: Schema.Finite,
  entries: Schema.Array(EventLogEntry),
});
export type EventLogData = typeof EventLogData.Type;
