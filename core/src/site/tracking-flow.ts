import { assign } from "xstate";
import type { FlowEnv } from "../events/flow-registry";
import { trackerApi } from "../platform/tracker-endpoints";
import { trackingMachine, withToken } from "../tracking/tracking.machine";
import type { SitePorts, TrackerPort } from "./site-ports";

/** The platform's tracker (§7 POST /tracker; the close as a beacon, the api key in its query). */
const platformTracker = ({ platform, beacon }: SitePorts): TrackerPort => ({
  log: (body) => platform.call(trackerApi.log, { body }),
  close: (body) => beacon(platform.url(trackerApi.closeBeacon, { query: { apiKey: platform.apiKey }, body }), body),
});

/**
 * §3 tracking on the site's ports (issue 28): the tracker's calls carry the member's token; a failed call is logged
 * as a failed log and never shown (§8); the close goes as a beacon, the api key in its query (§7). Loads as the site
 * starts, after the first page.
 */
export const trackingFlow = (ports: SitePorts) => (env: FlowEnv) => {
  const { visitor, log } = ports;
  const tracker = ports.tracker ?? platformTracker(ports);
  return {
    logic: trackingMachine.provide({
      actions: {
        stamp: assign({ now: () => env.now() }),
        send: (_, { request }) => {
          tracker.log(withToken(request, ports.auth.current())).catch((error: unknown) => log("Failed tracking log", error));
        },
        sendBeacon: (_, { request }) => tracker.close(withToken(request, ports.auth.current())),
      },
    }),
    input: {
      visitor: { session: env.ids(), fingerprint: visitor.fingerprint, host: visitor.host, userAgent: visitor.userAgent },
      affiliateCode: visitor.affiliateCode,
      referrer: visitor.referrer,
      now: env.now(),
    },
  };
};
