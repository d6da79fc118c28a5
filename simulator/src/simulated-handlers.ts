import type { HttpHandler } from "msw";
import type { World } from "./world/world";
import { createMediaHandlers } from "./media/media.handlers";
import { createPlatformHandlers } from "./handlers/platform.handlers";
import { requestOrigin } from "./handlers/site-origin";
import { createMemberHandlers, type MemberHandlerOptions } from "./members/member.handlers";
import { webMemberCrypto } from "./members/member-crypto-web";
import { createPaymentHandlers } from "./payments/payment.handlers";
import { createDialInHandlers } from "./dial-in/dial-in.handlers";
import { createChatHandlers } from "./room/chat.handlers";
import { createInboxHandlers } from "./inbox/inbox.handlers";
import { createTrackerHandlers } from "./tracker/tracker.handlers";

// The handlers' composition root (ARCHITECTURE §2): above handlers/ (the §7 platform calls and what the features share:
// rate limits, site origins) and the feature folders, which each make their own handlers.

export interface HandlerOptions extends MemberHandlerOptions {
  /**
   * When payment sessions and IVR sessions are made, and the clock of the rate limits (ms). Defaults to the world
   * clock; the Node host passes the world clock plus the time since it started, so IVR sessions expire, calls last
   * and limits lift in real time (and QA's clock moves them all).
   */
  readonly now?: () => number;
  /**
   * The snapshot thumbnails (`snapshot.jpg`) as JPEG, drawn by resvg (the default: what a platform serves, and what a
   * link preview shows), or as their SVG drawing: the browser host, where drawing each JPEG would take the page's own
   * main thread for tens of milliseconds.
   */
  readonly rasterSnapshots?: boolean;
}

/** Every MSW handler of the simulator: the §7 platform, member, payment, dial-in, chat, inbox and tracker calls and the generated media. */
export const createHandlers = (world: World, options: HandlerOptions = {}): HttpHandler[] => {
  // One secret for every handler: the payment calls accept exactly the tokens the member calls sign.
  const crypto = options.crypto ?? webMemberCrypto();
  const now = options.now ?? (() => world.getState().clock);
  const linkOrigin = options.linkOrigin ?? requestOrigin;
  const { rateLimits } = options;
  return [
    ...createPlatformHandlers(world),
    ...createMemberHandlers(world, { ...options, crypto, now, linkOrigin }),
    ...createPaymentHandlers(world, { crypto, now, linkOrigin }),
    ...createDialInHandlers(world, { crypto, now, ...(rateLimits ? { rateLimits } : {}) }),
    ...createChatHandlers(world, { crypto, now }),
    ...createInboxHandlers(world, { crypto, now }),
    ...createTrackerHandlers(world, { now }),
    ...createMediaHandlers(world, { raster: options.rasterSnapshots ?? true }),
  ];
};
