import { worldFeature } from "../world/world.features";
import { REDACTED } from "../world/world.redact";
import { reduceDialIn } from "./dial-in.reducer";
import { DIAL_IN_EVENT_TYPES, type DialInEvent, type IvrRecord } from "./dial-in.schema";

// What dial-in adds to the world's events and state (world/world.features.ts says how a feature plugs in).
declare module "../world/world.schema" {
  interface WorldEvents {
    readonly dialIn: DialInEvent;
  }
  interface WorldState {
    /** IVR sessions and their calls, oldest first. */
    readonly ivrSessions: readonly IvrRecord[];
  }
}

export const DIAL_IN_FEATURE = worldFeature({
  types: DIAL_IN_EVENT_TYPES,
  reduce: reduceDialIn,
  // ARCHITECTURE §7 (world/world.redact.ts): a PIN confirms a call; the exported recording has none.
  redact: (event) => (event.type === "dial-in.call.started" ? { ...event, pin: REDACTED } : event),
});

/** No IVR session yet. */
export const seedDialIn = (): { readonly ivrSessions: readonly IvrRecord[] } => ({ ivrSessions: [] });
