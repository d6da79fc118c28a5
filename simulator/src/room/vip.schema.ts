import { Schema } from "effect";
import { PerformerStatus, VIP_CREDITS_PER_MINUTE, VIP_PREMIUM_CREDITS_PER_MINUTE } from "@camstage/core";

/**
 * §4 VIP, a private show (issue 12), as world events: a member asks in a room, the performer accepts or declines, the
 * show is charged a minute at a time (§9 50 credits a minute, at least 5 minutes) and ends. One request per room at a
 * time; what the performer's status does meanwhile is `performer.status.set`.
 */
const Performer = Schema.String;

export const ChatVipRequested = Schema.Struct({
  type: Schema.Literal("chat.vip.requested"),
  performer: Performer,
  clientId: Schema.String,
  member: Schema.Int,
  /** The request's idempotency key: asked again under it, nothing new is recorded (ARCHITECTURE §7). */
  key: Schema.String,
  at: Schema.Number,
});
/** The performer accepts the pending request: the show starts at `at`, `price` credits a minute. */
export const ChatVipAccepted = Schema.Struct({
  type: Schema.Literal("chat.vip.accepted"),
  performer: Performer,
  price: Schema.Int.check(Schema.isGreaterThan(0)),
  at: Schema.Number,
});
/** Credits the show took from its member: a minute paid up to `until`, or the rest of the §9 minimum at its end. */
export const ChatVipCharged = Schema.Struct({
  type: Schema.Literal("chat.vip.charged"),
  performer: Performer,
  member: Schema.Int,
  credits: Schema.Int.check(Schema.isGreaterThan(0)),
  until: Schema.Number,
});

/**
 * How a request or a show ends: the performer declined, stopped or disconnected it; the member withdrew the request
 * (cancelled) or stopped the show (stopped); the balance ran out (no_credits); the member left the room (left).
 */
export const VIP_END_REASONS = ["declined", "cancelled", "stopped", "disconnected", "no_credits", "left"] as const;
export type VipEndReason = (typeof VIP_END_REASONS)[number];
export const ChatVipEnded = Schema.Struct({ type: Schema.Literal("chat.vip.ended"), performer: Performer, reason: Schema.Literals(VIP_END_REASONS) });

/** §9 the room's VIP price a minute from now on: 50, or the 240 tab (a show already running keeps its price). */
export const VIP_PRICES = [VIP_CREDITS_PER_MINUTE, VIP_PREMIUM_CREDITS_PER_MINUTE] as const;
export const ChatVipPriceSet = Schema.Struct({ type: Schema.Literal("chat.vip.priceSet"), performer: Performer, price: Schema.Literals(VIP_PRICES) });

export const VipWorldEvent = Schema.Union([ChatVipRequested, ChatVipAccepted, ChatVipCharged, ChatVipEnded, ChatVipPriceSet]);
export type VipWorldEvent = typeof VipWorldEvent.Type;

/** A room's VIP request or show. */
export interface RoomVip {
  readonly state: "requested" | "accepted";
  readonly clientId: string;
  readonly member: number;
  readonly requestedAt: number;
  /** Once accepted: when the show started, its price a minute, what it has charged, and up to when it is paid. */
  readonly startedAt: number | null;
  readonly price: number;
  readonly charged: number;
  readonly paidUntil: number | null;
  /** The performer's status before the show, which she returns to after it. */
  readonly resume: PerformerStatus | null;
}
