import { useState } from "react";
import { VIP_CREDITS_PER_MINUTE, VIP_MIN_CREDITS, VIP_MIN_MINUTES, VIP_PREMIUM_CREDITS_PER_MINUTE } from "@camstage/core";
import type { EndVipModalProps } from "../end-vip-modal";
import { VipPanel, type VipPanelProps, type VipPanelState } from "../vip-panel";
import type { VipRoomBadgeProps } from "../vip-room-badge";

const noop = () => {};

export const performer = "Anna";
/** A fixed clock: the show started 3 min 12 s before it (stories and tests stay still). */
export const clockNow = 1_764_000_000_000;
export const fixedNow = () => clockNow;
export const startedAt = clockNow - 192_000;

/** A member with 1500 credits in the idle VIP tab (§9 50 credits a minute, 5 minutes at least, 480 to ask). */
export const vipIdle: VipPanelProps = {
  performer,
  credits: 1500,
  onSignUp: noop,
  state: "idle",
  price: VIP_CREDITS_PER_MINUTE,
  minimumCredits: VIP_MIN_CREDITS,
  minimumMinutes: VIP_MIN_MINUTES,
  startedAt: null,
  now: fixedNow,
  error: null,
  onRequest: noop,
  onCancel: noop,
  onEnd: noop,
  onDismiss: noop,
};
export const vipGuest: VipPanelProps = { ...vipIdle, credits: null };
/** Below the §9 minimum: the hint says so (requesting still opens the wallet, §4). */
export const vipTooFewCredits: VipPanelProps = { ...vipIdle, credits: 300 };
/** The 240 credits a minute tab (§2.6). */
export const vipPremium: VipPanelProps = { ...vipIdle, price: VIP_PREMIUM_CREDITS_PER_MINUTE };

export const vipIn = (state: VipPanelState, over: Partial<VipPanelProps> = {}): VipPanelProps => ({
  ...vipIdle,
  state,
  ...(state === "accepted" || state === "stopping" ? { startedAt } : {}),
  ...over,
});

/** §8 a failed request, by the platform's label. */
export const vipErrors = {
  alreadyRequested: "badRequest.vip.requested",
  noCredits: "badRequest.deduct.credits.amount",
  other: "badRequest.vip.unavailable",
} as const;

export const badge: VipRoomBadgeProps = { price: VIP_CREDITS_PER_MINUTE, startedAt, now: fixedNow };
export const badgePremiumLong: VipRoomBadgeProps = { price: VIP_PREMIUM_CREDITS_PER_MINUTE, startedAt: clockNow - 3_725_000, now: fixedNow };

/** A snapshot that needs no network: a drawn portrait. */
export const snapshot =
  "data:image/svg+xml," +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e5195f"/><stop offset="1" stop-color="#3a1530"/></linearGradient></defs><rect width="120" height="120" fill="url(#g)"/><circle cx="60" cy="48" r="22" fill="#f2c6b4"/><path d="M22 120c4-26 20-40 38-40s34 14 38 40z" fill="#f2c6b4"/><path d="M36 52c-2-26 14-38 26-38s28 10 24 40c-4-12-12-20-24-22-10 4-20 10-26 20z" fill="#5a2a1a"/></svg>`,
  );

export const endVip: EndVipModalProps = { isOpen: true, performer, snapshot, ending: false, onConfirm: noop, onClose: noop };
export const endVipEnding: EndVipModalProps = { ...endVip, ending: true };
export const endVipNoSnapshot: EndVipModalProps = { ...endVip, snapshot: null };

/**
 * The VIP tab going through its states as on the site, without the platform: a request is sent (0.8 s), she accepts
 * after 2 s (the show runs on the real clock), ending takes 0.8 s, each notice goes back to idle.
 */
export function VipDemo({ initial = vipIdle }: { initial?: VipPanelProps }) {
  const [props, setProps] = useState<VipPanelProps>({ ...initial, now: Date.now });
  const to = (state: VipPanelState, over: Partial<VipPanelProps> = {}) => setProps((p) => ({ ...p, state, ...over }));
  const later = (ms: number, f: () => void) => setTimeout(f, ms);
  return (
    <VipPanel
      {...props}
      onRequest={() => {
        to("requesting");
        later(800, () => to("requested"));
        later(2800, () => setProps((p) => (p.state === "requested" ? { ...p, state: "accepted", startedAt: Date.now() } : p)));
      }}
      onCancel={() => {
        to("cancelling");
        later(800, () => to("idle"));
      }}
      onEnd={() => {
        to("stopping");
        later(800, () => to("stopped", { startedAt: null }));
      }}
      onDismiss={() => to("idle", { error: null })}
    />
  );
}
