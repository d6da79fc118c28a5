import { Schema } from "effect";
import { eventTypes } from "../world/world.features";

/**
 * Dial-in world events (§3 IVR session, §4 dial-in call states). Times (`at`, `expiresAt`) are carried by the
 * events, so the reducer stays pure and a recording replays to the same call durations and credits.
 */
export const IvrSessionCreated = Schema.Struct({
  type: Schema.Literal("ivr.session.created"),
  session: Schema.String,
  fingerprint: Schema.String,
  /**
   * The member whose token came with GET /payment/ivr, if any: they follow the call on their socket and are credited
   * for it when no pin links it to a member (a mobile "call me").
   */
  member: Schema.NullOr(Schema.Number),
  callednumber: Schema.String,
  displaynumber: Schema.String,
  tariff: Schema.Number,
  ttl: Schema.Number,
  expiresAt: Schema.Number,
  flag: Schema.String,
});
export type IvrSessionCreated = typeof IvrSessionCreated.Type;

/** Someone rang the number: a pending call waiting for its pin (QA or a scenario starts it). */
export const DialInCallStarted = Schema.Struct({ type: Schema.Literal("dial-in.call.started"), session: Schema.String, pin: Schema.String, at: Schema.Number });
export type DialInCallStarted = typeof DialInCallStarted.Type;

/** The pin was confirmed (§7 POST /payment/dial-in): the call belongs to a member, or to an anonymous username. */
export const DialInCallLinked = Schema.Struct({
  type: Schema.Literal("dial-in.call.linked"),
  session: Schema.String,
  member: Schema.NullOr(Schema.Number),
  username: Schema.String,
});
export type DialInCallLinked = typeof DialInCallLinked.Type;

export const DialInMove = Schema.Literals(["in_call", "ended", "expired"]);
export type DialInMove = typeof DialInMove.Type;

/** The call moves on; the reducer ignores moves that {@link canMove} refuses. */
export const DialInCallMoved = Schema.Struct({ type: Schema.Literal("dial-in.call.moved"), session: Schema.String, state: DialInMove, at: Schema.Number });
export type DialInCallMoved = typeof DialInCallMoved.Type;

export const DialInEvent = Schema.Union([IvrSessionCreated, DialInCallStarted, DialInCallLinked, DialInCallMoved]);
export type DialInEvent = typeof DialInEvent.Type;
export const DIAL_IN_EVENT_TYPES = eventTypes(DialInEvent);

export type DialInCallStateName = "pending" | "in_call" | "ended" | "expired";

/** §4 call states: pending → in call → ended; a pending call may also end (hung up) or expire (no pin). */
const MOVES: Readonly<Record<DialInCallStateName, readonly DialInMove[]>> = {
  pending: ["in_call", "ended", "expired"],
  in_call: ["ended"],
  ended: [],
  expired: [],
};
export const canMove = (from: DialInCallStateName, to: DialInMove): boolean => MOVES[from].includes(to);
export const isFinished = (state: DialInCallStateName): boolean => state === "ended" || state === "expired";

export interface DialInCall {
  readonly pin: string;
  readonly state: DialInCallStateName;
  /** The member the pin was confirmed for; null for a guest (or before the pin). */
  readonly member: number | null;
  /** The anonymous username (§9) or the member's, once the pin was confirmed. */
  readonly username: string | null;
  readonly startedAt: number;
  /** When the call went in call; its duration runs from here. */
  readonly connectedAt: number | null;
  readonly endedAt: number | null;
  /** Credits granted when it ended (0 until then). */
  readonly credited: number;
}

/** An IVR session as the world holds it, with at most one call. */
export interface IvrRecord {
  readonly session: string;
  readonly fingerprint: string;
  readonly member: number | null;
  readonly callednumber: string;
  readonly displaynumber: string;
  readonly tariff: number;
  readonly ttl: number;
  readonly expiresAt: number;
  readonly flag: string;
  readonly call: DialInCall | null;
}
