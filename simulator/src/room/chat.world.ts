import { worldFeature } from "../world/world.features";
import { setPerformerStatus } from "../world/world.reducer";
import { reduceChat } from "./chat.reducer";
import { CHAT_EVENT_TYPES, DEFAULT_CHAT_SETTINGS, type ChatRoom, type ChatSettings, type ChatWorldEvent } from "./chat.schema";

// What the live rooms add to the world's events and state (world/world.features.ts says how a feature plugs in).
declare module "../world/world.schema" {
  interface WorldEvents {
    readonly chat: ChatWorldEvent;
  }
  interface WorldState {
    /** The chat rooms by the performer's lower-case username (only rooms someone joined or spoke in). */
    readonly rooms: Readonly<Record<string, ChatRoom>>;
    readonly chatSettings: ChatSettings;
  }
}

export const CHAT_FEATURE = worldFeature({
  types: CHAT_EVENT_TYPES,
  reduce: (state, event: ChatWorldEvent) =>
    // Issue 27: her room closing is her going offline, as on a platform: a join from then on is refused, not let
    // into a room that said it had closed.
    reduceChat(event.type === "chat.room.signalled" && event.signal === "room-closed" ? setPerformerStatus(state, event.performer, "offline") : state, event),
});

/** No room yet, and the default settings (three free minutes for a guest, bots on). */
export const seedChat = (): { readonly rooms: Readonly<Record<string, ChatRoom>>; readonly chatSettings: ChatSettings } => ({ rooms: {}, chatSettings: DEFAULT_CHAT_SETTINGS });
