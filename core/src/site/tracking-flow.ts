import { assign } from "xstate";
import type { FlowEnv } from "../events/flow-registry";
import { trackerApi } from "../platform/tracker-endpoints";
import { trackingMachine, withToken } from "../tracking/tracking.machine";
import type { SitePorts } from "./site-ports";

/**
 * §3 tracking on the site's ports (issue 28): the tracker's calls carry the member's token; a failed call is logged
 * as a failed log and never shown (§8); the close goes as a beacon, the api key in its query (§7). Loads as the site
 * starts, after the first page.
 */
export const trackingFlow = (ports: SitePorts) => (env: FlowEnv) => {
  const { platform, visitor, log } = ports;
  return {
    logic: trackingMachine.provide({
      actions: {
        stamp: assign({ now: () => env.now() }),
        send: (_, { request }) => {
          platform.call(trackerApi.log, { body: withToken(request, ports.auth.current()) }).catch((error: unknown) => log("Failed tracking log", error));
        },
        sendBeacon: (_, { request }) => {
          const body = withToken(request, ports.auth.current());
          ports.beacon(platform.url(trackerApi.closeBeacon, { query: { apiKey: platform.apiKey }, body }), body);
        },
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
