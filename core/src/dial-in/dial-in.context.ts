import type { DialInCallState, DialInCountry, DialInPhoneNumber, DialInState } from "../domain/ivr.schema";
import type { PinErrorKey } from "../rules/pin.rules";
import type { IvrCacheEntry } from "./dial-in.schema";

// The dial-in's context and what views read of it, apart from the machine: the machine loads with the drawer.

export interface DialInContext {
  readonly mobile: boolean;
  readonly geoCountry: string | null;
  /** The IVR session and its expiry, as cached in `ivr-cache`. */
  readonly ivr: IvrCacheEntry | null;
  readonly phoneNumbers: readonly DialInPhoneNumber[];
  readonly country: DialInCountry | null;
  /** §9 the anonymous username (prefix plus the last 7 digits of the time the drawer opened). */
  readonly username: string | null;
  readonly pin: string;
  readonly pinErrors: readonly PinErrorKey[];
  /** Pins the platform refused: they stay refused (§5). */
  readonly rejectedPins: readonly string[];
  /** The platform refused the last pin attempt as too many (429): minutes to wait, else null (ARCHITECTURE §7). */
  readonly retryAfterMinutes: number | null;
  /** §4 set by a confirmed pin. */
  readonly initialized: boolean;
  readonly session: string | null;
  readonly state: DialInCallState | null;
  readonly nickname: string | null;
  /** The member socket dropped: its next connect is a reconnect (§4 polled). */
  readonly socketDropped: boolean;
}

/** §3 the dial-in state as a whole (active while in call). */
export const dialInState = (context: DialInContext): DialInState => ({
  initialized: context.initialized,
  active: context.state === "in_call",
  session: context.session,
  state: context.state,
  nickname: context.nickname,
});

