import type { HttpHandler } from "msw";
import type { World } from "../world/world";
import { createMediaHandlers } from "../media/media.handlers";
import { createPlatformHandlers } from "./platform.handlers";
import { createMemberHandlers, type MemberHandlerOptions } from "../members/member.handlers";
import { webMemberCrypto } from "../members/member-crypto-web";
import { createPaymentHandlers } from "../payments/payment.handlers";
import { createDialInHandlers } from "../dial-in/dial-in.handlers";

export { createPlatformHandlers, handlerPath, LABELS } from "./platform.handlers";
export { findPerformers, filterPerformers, defaultOrder, autocomplete, toListItem, FindQueryError } from "./performer-find";
export { createMediaHandlers } from "../media/media.handlers";

export { createMemberHandlers, MEMBER_LABELS, MAIL_SUBJECTS, verificationLink, resetPasswordLink, type MemberHandlerOptions } from "../members/member.handlers";
export { createPaymentHandlers, PAYMENT_LABELS, PROVIDER_PAGE_BASE, paymentUrl } from "../payments/payment.handlers";
export { createDialInHandlers, DIAL_IN_LABELS } from "../dial-in/dial-in.handlers";

export interface HandlerOptions extends MemberHandlerOptions {
  /**
   * When payment sessions and IVR sessions are made (ms). Defaults to the world clock; the Node host passes the
   * world clock plus the time since it started, so IVR sessions expire and calls last in real time.
   */
  readonly now?: () => number;
}

/** Every MSW handler of the simulator: the §7 platform, member, payment and dial-in calls and the generated media. */
export const createHandlers = (world: World, options: HandlerOptions = {}): HttpHandler[] => {
  // One secret for every handler: the payment calls accept exactly the tokens the member calls sign.
  const crypto = options.crypto ?? webMemberCrypto();
  const now = options.now ?? (() => world.getState().clock);
  return [
    ...createPlatformHandlers(world),
    ...createMemberHandlers(world, { crypto }),
    ...createPaymentHandlers(world, { crypto, now }),
    ...createDialInHandlers(world, { crypto, now }),
    ...createMediaHandlers(world),
  ];
};
