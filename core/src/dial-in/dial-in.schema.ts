import { Option, Schema } from "effect";
import { IvrSession } from "../domain/ivr.schema";
import { MemberSocketConnected, MemberSocketDialInStatus, MemberSocketDisconnected } from "../realtime/member-socket.schema";

export const DialInEvent = Schema.Union([
  /** §4 on mount: the injected clock's time, the device, and the raw session-stored `ivr-cache` (§3). */
  Schema.Struct({ type: Schema.Literal("dialIn.mount"), now: Schema.Number, mobile: Schema.Boolean, cached: Schema.Unknown }),
  /** §2.5 dial_in_drawer:open; `geoCountry` is the visitor's geo country code when known (§7 sorting). */
  Schema.Struct({
    type: Schema.Literal("dialIn.open"),
    now: Schema.Number,
    mobile: Schema.Boolean,
    geoCountry: Schema.optional(Schema.NullOr(Schema.String)),
  }),
  /** §2.5 dial_in_drawer:close. */
  Schema.Struct({ type: Schema.Literal("dialIn.close") }),
  /** Desktop step 1: a country's number was picked; step 2 (the pin) follows. */
  Schema.Struct({ type: Schema.Literal("dialIn.country.select"), country: Schema.String }),
  Schema.Struct({ type: Schema.Literal("dialIn.back") }),
  Schema.Struct({ type: Schema.Literal("dialIn.pin.input"), value: Schema.String }),
  Schema.Struct({ type: Schema.Literal("dialIn.pin.focus") }),
  Schema.Struct({ type: Schema.Literal("dialIn.pin.submit") }),
  /** Mobile: the call-me button (a tel link to the display number), then the call is followed. */
  Schema.Struct({ type: Schema.Literal("dialIn.callMe") }),
  /** §4 chat join: the nickname a dial-in guest chose. */
  Schema.Struct({ type: Schema.Literal("dialIn.nickname"), nickname: Schema.String }),
  /** §4 login: reset the dial-in (the cached IVR data is cleared too). */
  Schema.Struct({ type: Schema.Literal("dialIn.reset") }),
  /** §4 member socket: connect loads the call state, a reconnect polls it; its dial-in-status (the socket's own events). */
  MemberSocketConnected,
  MemberSocketDisconnected,
  MemberSocketDialInStatus,
]).pipe(Schema.toTaggedUnion("type"));
export type DialInEvent = typeof DialInEvent.Type;

/** The session-stored `ivr-cache`: the IVR session and when it stops being usable (ms since the epoch). */
export const IvrCacheEntry = Schema.Struct({ session: IvrSession, expiresAt: Schema.Number });
export type IvrCacheEntry = typeof IvrCacheEntry.Type;

/** Reads what session storage held: the entry as JSON text (or already parsed); anything else is no entry. */
export const decodeIvrCache = (raw: unknown): IvrCacheEntry | null => {
  let value = raw;
  if (typeof raw === "string") {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  return Option.getOrNull(Schema.decodeUnknownOption(IvrCacheEntry)(value));
};

/** What GET /payment/ivr gave and when it arrived (the app stamps it with the session clock). */
export interface IvrSessionLoaded {
  readonly session: IvrSession;
  readonly receivedAt: number;
}

/** POST /payment/dial-in as the flow asks for it; the app adds the fingerprint and route basics (§3). */
export interface DialInPayRequest {
  readonly username: string;
  readonly provider: string;
  readonly pincode: string;
}

/** §4 the chat is left with this reason when a dial-in call ends. */
export const DIAL_IN_STOPPED_REASON = "dialin_stopped";

/** §4 in call: the session is announced active (the chat may join with it). */
/** What the dial-in announces; the routing table tells the wallet and the modal host (and, later, the chat). */
export type DialInEmitted =
  | { type: "dialIn.sessionActive"; session: string }
  | { type: "dialIn.opened" }
  | { type: "dialIn.pinAccepted" }
  | { type: "dialIn.leaveChat"; reason: string };

/** §8 log lines (for developers; views show their own translated texts). */
export const DIAL_IN_LOG = {
  ivr: "Unable to retrieve ivr session details",
  phoneNumbers: "Unable to retrieve dial-in phone numbers",
  pay: "Unable to dial-in",
  init: "Unable to initialize IVR",
  status: "Unable to check the dial-in status",
  unknownState: "Unknown dial-in call state",
} as const;
