import { assign, setup } from "xstate";
import type { TrackerRequest } from "../domain/tracking.schema";
import { clickRecord, trackingLog, type TrackingTimes, type TrackingVisitor } from "./tracking.rules";
import type { TrackingEvent } from "./tracking.schema";

export interface TrackingInput {
  readonly visitor: TrackingVisitor;
  /** The landing page's affiliate code (§2.3 `p`), "" without one. */
  readonly affiliateCode: string;
  /** The page's referrer (the browser's), "" without one. */
  readonly referrer: string;
  /** When the session started (ms). */
  readonly now: number;
}

export interface TrackingContext extends TrackingInput {
  readonly startTime: number;
  readonly lastEventTime: number;
}

const times = (context: TrackingContext): TrackingTimes => ({ startTime: context.startTime, lastEventTime: context.lastEventTime, now: context.now });

/**
 * §3/§2.1 tracking (issue 28): on start the fingerprint and a tracking log; on every route change a log with the
 * click-tracking record; on page close the tracking close, as a beacon. The calls are the app's (`send`,
 * `sendBeacon`: the flow adds the member's token and logs a failure, §8 never shown); `stamp` reads the clock.
 */
export const trackingMachine = setup({
  types: { context: {} as TrackingContext, events: {} as TrackingEvent, input: {} as TrackingInput },
  actions: {
    /** Sets `now` (the flow's clock); without one the time stands still. */
    stamp: assign({}),
    send: (_, _params: { request: TrackerRequest }) => {},
    sendBeacon: (_, _params: { request: TrackerRequest }) => {},
    advance: assign(({ context, event }) => ({
      lastEventTime: context.now,
      referrer: event.type === "tracking.route" ? event.url : context.referrer,
    })),
  },
}).createMachine({
  id: "tracking",
  context: ({ input }) => ({ ...input, startTime: input.now, lastEventTime: input.now }),
  entry: { type: "send", params: ({ context }) => ({ request: { log: trackingLog(context.visitor, "session.start", times(context)) } }) },
  on: {
    "tracking.route": {
      actions: [
        "stamp",
        {
          type: "send",
          params: ({ context, event }) => ({
            request: {
              log: trackingLog(context.visitor, "route.change", times(context)),
              click: clickRecord(context.visitor, event, { referrer: context.referrer, affiliateCode: context.affiliateCode, token: null }),
            },
          }),
        },
        "advance",
      ],
    },
    "tracking.close": {
      actions: ["stamp", { type: "sendBeacon", params: ({ context }) => ({ request: { log: trackingLog(context.visitor, "session.close", times(context)) } }) }, "advance"],
    },
  },
});
export type TrackingMachine = typeof trackingMachine;

/** The request with the member's token, in the log's call and in its click record (§3 "auth token"). */
export const withToken = (request: TrackerRequest, token: string | null): TrackerRequest => ({
  ...request,
  token,
  ...(request.click ? { click: { ...request.click, token } } : {}),
});
