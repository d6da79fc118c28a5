import { Schema, type Result } from "effect";
import { wireDecoder, type WireEvents } from "./wire";

// ---------------------------------------------------------------------------------------------------------------
// Wire: what the platform's member socket emits (§4 socket events (member)); the simulator emits the same.
// ---------------------------------------------------------------------------------------------------------------

/** A balance in credits (§9: 60 credits a minute); never negative. */
const Credits = Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0));
const PerformerId = Schema.Int;

export const SetCreditsPayload = Schema.Struct({ credits: Credits });
export type SetCreditsPayload = typeof SetCreditsPayload.Type;

export const UpdatedCreditsPayload = Schema.Struct({ credits: Credits });
export type UpdatedCreditsPayload = typeof UpdatedCreditsPayload.Type;

export const FavouriteChangedPayload = Schema.Struct({ performerId: PerformerId });
export type FavouriteChangedPayload = typeof FavouriteChangedPayload.Type;

/** The payment session a bundle-bought or payment-failed belongs to: what makes a repeat recognisable (ARCHITECTURE §7). */
const PaymentSessionId = Schema.optional(Schema.String);

/** §4 bundle-bought: the credits bought (the wallet's last purchase amount), the bundle id and the payment session. */
export const BundleBoughtPayload = Schema.Struct({ credits: Credits, bundle: Schema.optional(Schema.Int), session: PaymentSessionId });
export type BundleBoughtPayload = typeof BundleBoughtPayload.Type;

/** §4 payment-failed: a fail reason code (100, 299, 300, 302, 308, 309; others read as default). */
export const PaymentFailedPayload = Schema.Struct({ reason: Schema.Int, session: PaymentSessionId });
export type PaymentFailedPayload = typeof PaymentFailedPayload.Type;

/** §4 failed-payment: the action of a recurring payment (interval, pre-paid, …). */
export const FailedPaymentPayload = Schema.Struct({ action: Schema.String });
export type FailedPaymentPayload = typeof FailedPaymentPayload.Type;

/** §4 dial-in call states as the socket reports them (an unknown state is bad input here). */
export const DialInStatusState = Schema.Literals(["pending", "in_call", "ended", "expired"]);
export type DialInStatusState = typeof DialInStatusState.Type;

export const DialInStatusPayload = Schema.Struct({ state: DialInStatusState, session: Schema.String });
export type DialInStatusPayload = typeof DialInStatusPayload.Type;

/** private-message and message-read: any JSON object until the messenger defines them. */
export const MessengerPayload = Schema.JsonObject;
export type MessengerPayload = typeof MessengerPayload.Type;

/** Every server → client event name with the schema of its (first) argument. */
export const MEMBER_SOCKET_WIRE = {
  setCredits: SetCreditsPayload,
  "updated-credits": UpdatedCreditsPayload,
  "favourite-add": FavouriteChangedPayload,
  "favourite-remove": FavouriteChangedPayload,
  "bundle-bought": BundleBoughtPayload,
  "payment-failed": PaymentFailedPayload,
  "failed-payment": FailedPaymentPayload,
  "dial-in-status": DialInStatusPayload,
  "private-message": MessengerPayload,
  "message-read": MessengerPayload,
} as const;
export type MemberSocketWireName = keyof typeof MEMBER_SOCKET_WIRE;
export const MEMBER_SOCKET_WIRE_NAMES = Object.keys(MEMBER_SOCKET_WIRE) as readonly MemberSocketWireName[];

// ---------------------------------------------------------------------------------------------------------------
// Typed events the app delivers to flows (ARCHITECTURE §3: dot-namespaced, schema'd, logged).
// ---------------------------------------------------------------------------------------------------------------

/** The socket's connect, drop and dial-in status: declared once here, and heard by the dial-in flow as they are. */
export const MemberSocketConnected = Schema.Struct({ type: Schema.Literal("socket.member.connected") });
export const MemberSocketDisconnected = Schema.Struct({ type: Schema.Literal("socket.member.disconnected"), reason: Schema.String });
export const MemberSocketDialInStatus = Schema.Struct({ type: Schema.Literal("socket.member.dialInStatus"), state: DialInStatusState, session: Schema.String });

export const MemberSocketEvent = Schema.Union([
  MemberSocketConnected,
  MemberSocketDisconnected,
  Schema.Struct({ type: Schema.Literal("socket.member.error"), message: Schema.String }),
  /** setCredits or updated-credits: the balance now (§4 update wallet). */
  Schema.Struct({ type: Schema.Literal("socket.member.credits"), credits: Credits }),
  /** favourite-add (true) or favourite-remove (false). */
  Schema.Struct({ type: Schema.Literal("socket.member.favourite"), performerId: PerformerId, favourite: Schema.Boolean }),
  Schema.Struct({ type: Schema.Literal("socket.member.bundleBought"), credits: Credits, bundle: Schema.optional(Schema.Int), session: PaymentSessionId }),
  /** payment-failed: the fail reason code. */
  Schema.Struct({ type: Schema.Literal("socket.member.paymentFailed"), reason: Schema.Int, session: PaymentSessionId }),
  /** failed-payment: see {@link failedPaymentOpensNoCredits}. */
  Schema.Struct({ type: Schema.Literal("socket.member.failedPayment"), action: Schema.String }),
  MemberSocketDialInStatus,
  Schema.Struct({ type: Schema.Literal("socket.member.privateMessage"), message: MessengerPayload }),
  Schema.Struct({ type: Schema.Literal("socket.member.messageRead"), message: MessengerPayload }),
]).pipe(Schema.toTaggedUnion("type"));
export type MemberSocketEvent = typeof MemberSocketEvent.Type;
export type MemberSocketEventType = MemberSocketEvent["type"];

// ---------------------------------------------------------------------------------------------------------------
// Wire → typed event: one place says what each wire event is and what the flows receive (the routing table,
// core/src/site/site-routes.ts, names the flows that hear it).
// ---------------------------------------------------------------------------------------------------------------

/** How each decoded wire payload becomes the typed event flows receive. */
const TO_EVENT: WireEvents<typeof MEMBER_SOCKET_WIRE, MemberSocketEvent> = {
  setCredits: ({ credits }) => ({ type: "socket.member.credits", credits }),
  "updated-credits": ({ credits }) => ({ type: "socket.member.credits", credits }),
  "favourite-add": ({ performerId }) => ({ type: "socket.member.favourite", performerId, favourite: true }),
  "favourite-remove": ({ performerId }) => ({ type: "socket.member.favourite", performerId, favourite: false }),
  // No `bundle: undefined` key: events are logged as JSON (ARCHITECTURE §3).
  "bundle-bought": ({ credits, bundle, session }) => ({
    type: "socket.member.bundleBought",
    credits,
    ...(bundle === undefined ? {} : { bundle }),
    ...(session === undefined ? {} : { session }),
  }),
  "payment-failed": ({ reason, session }) => ({ type: "socket.member.paymentFailed", reason, ...(session === undefined ? {} : { session }) }),
  "failed-payment": ({ action }) => ({ type: "socket.member.failedPayment", action }),
  "dial-in-status": ({ state, session }) => ({ type: "socket.member.dialInStatus", state, session }),
  "private-message": (message) => ({ type: "socket.member.privateMessage", message }),
  "message-read": (message) => ({ type: "socket.member.messageRead", message }),
};

/** Decodes one wire event's payload: the typed event, or why the payload was refused. */
export const decodeMemberSocketPayload: (wire: MemberSocketWireName, payload: unknown) => Result.Result<MemberSocketEvent, string> = wireDecoder(
  MEMBER_SOCKET_WIRE,
  TO_EVENT,
);

/** §4: a failed payment with action interval or pre-paid opens the no-credits modal. */
export const NO_CREDITS_PAYMENT_ACTIONS = ["interval", "pre-paid"] as const;
export const failedPaymentOpensNoCredits = (action: string): boolean => (NO_CREDITS_PAYMENT_ACTIONS as readonly string[]).includes(action);
