import { worldFeature } from "../world/world.features";
import { REDACTED } from "../world/world.redact";
import { reduceInbox } from "./inbox.reducer";
import { EMPTY_INBOX, INBOX_EVENT_TYPES, type InboxState, type InboxWorldEvent } from "./inbox.schema";

// What the messenger adds to the world's events and state (world/world.features.ts says how a feature plugs in).
declare module "../world/world.schema" {
  interface WorldEvents {
    readonly inbox: InboxWorldEvent;
  }
  interface WorldState {
    /** Every member's conversations with performers (issue 13), and the reply bot's switch. */
    readonly inbox: InboxState;
  }
}

export const INBOX_FEATURE = worldFeature({
  types: INBOX_EVENT_TYPES,
  reduce: reduceInbox,
  // ARCHITECTURE §7 (world/world.redact.ts): a member's photo is megabytes and private; replayed, it shows nothing.
  redact: (event) => (event.type === "inbox.message.sent" && event.image !== null ? { ...event, image: REDACTED } : event),
});

/** No conversation yet; the reply bot on. */
export const seedInbox = (): { readonly inbox: InboxState } => ({ inbox: EMPTY_INBOX });
