import { Schema } from "effect";
import { KickedEvent, VipAcceptedEvent, VipDeclinedEvent, VipDisconnectedEvent, VipStoppedEvent } from "../realtime/chat-socket.schema";

/** The room a VIP show is asked in, as the chat session tells it once joined (routing table: `chat.joined`). */
export const VipRoomOpened = Schema.Struct({
  type: Schema.Literal("vip.room.opened"),
  performer: Schema.String,
  auth: Schema.String,
  clientId: Schema.NullOr(Schema.String),
  guest: Schema.Boolean,
  /** §3 the auth token marks a VIP session (a rejoin during a show). */
  vip: Schema.Boolean,
  /** §9 credits a minute: 50 unless the platform names another (the 240 tab). */
  price: Schema.Int.check(Schema.isGreaterThan(0)),
});

export const VipEvent = Schema.Union([
  VipRoomOpened,
  Schema.Struct({ type: Schema.Literal("vip.room.closed") }),
  /** §4 request a VIP show: the balance it is weighed against (§9 minimum 480) and the idempotency key (ARCHITECTURE §7). */
  Schema.Struct({ type: Schema.Literal("vip.request"), balance: Schema.NullOr(Schema.Finite), key: Schema.String }),
  /** A request not yet answered is withdrawn. */
  Schema.Struct({ type: Schema.Literal("vip.cancel") }),
  /** §2.6 the member wants to end the show: the End VIP modal asks first. */
  Schema.Struct({ type: Schema.Literal("vip.end") }),
  /** §4 the End VIP modal's yes: stop VIP. */
  Schema.Struct({ type: Schema.Literal("vip.stop") }),
  /** A declined, stopped or disconnected notice was read. */
  Schema.Struct({ type: Schema.Literal("vip.dismiss") }),
  VipAcceptedEvent,
  VipDeclinedEvent,
  VipStoppedEvent,
  VipDisconnectedEvent,
  KickedEvent,
]).pipe(Schema.toTaggedUnion("type"));
export type VipEvent = typeof VipEvent.Type;

/**
 * What the VIP flow tells others (routing table): too few credits to ask (§4: the wallet tab, and the
 * no-credits-for-VIP modal), the member asked to end the show (the End VIP modal), the show ended (the modal hides).
 */
export type VipEmitted = { type: "vip.noCredits" } | { type: "vip.confirmEnd" } | { type: "vip.started" } | { type: "vip.ended" };
