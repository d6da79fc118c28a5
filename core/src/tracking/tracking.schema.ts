import { Schema } from "effect";

/** What the tracking flow hears (issue 28): a route the visitor reached, and the page closing. */
export const TrackingEvent = Schema.Union([
  Schema.Struct({
    type: Schema.Literal("tracking.route"),
    url: Schema.String,
    urlParams: Schema.Record(Schema.String, Schema.String),
    statusCode: Schema.Number,
  }),
  Schema.Struct({ type: Schema.Literal("tracking.close") }),
]);
export type TrackingEvent = typeof TrackingEvent.Type;
