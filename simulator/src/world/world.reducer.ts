import type { WorldEvent, WorldPerformer, WorldState } from "./world.schema";
import { onlineStatusOf } from "./world.status";
import { reduceMember } from "./member.reducer";
import { reducePayment } from "../payments/payment.reducer";
import { PAYMENT_EVENT_TYPES, type PaymentEvent } from "../payments/payment.schema";
import { reduceDialIn } from "../dial-in/dial-in.reducer";
import { DIAL_IN_EVENT_TYPES, type DialInEvent } from "../dial-in/dial-in.schema";
import { reduceChat } from "../chat/chat.reducer";
import { CHAT_EVENT_TYPES, type ChatWorldEvent } from "../chat/chat.schema";
import { reduceInbox } from "../inbox/inbox.reducer";
import { INBOX_EVENT_TYPES, type InboxWorldEvent } from "../inbox/inbox.schema";
import { reduceConfiguration } from "./configuration-events.reducer";
import { CONFIGURATION_EVENT_TYPES, type ConfigurationEvent } from "./configuration-events.schema";

const isPaymentEvent = (event: WorldEvent): event is PaymentEvent => PAYMENT_EVENT_TYPES.has(event.type);
const isDialInEvent = (event: WorldEvent): event is DialInEvent => DIAL_IN_EVENT_TYPES.has(event.type);
const isChatEvent = (event: WorldEvent): event is ChatWorldEvent => CHAT_EVENT_TYPES.has(event.type);
const isInboxEvent = (event: WorldEvent): event is InboxWorldEvent => INBOX_EVENT_TYPES.has(event.type);
const isConfigurationEvent = (event: WorldEvent): event is ConfigurationEvent => CONFIGURATION_EVENT_TYPES.has(event.type);

const setStatus = (state: WorldState, username: string, status: WorldPerformer["profile"]["onlineState"]): WorldState => {
  const key = username.toLowerCase();
  let changed = false;
  const performers = state.performers.map((performer) => {
    const { profile } = performer;
    if (profile.username.toLowerCase() !== key || profile.onlineState === status) return performer;
    changed = true;
    const wasOffline = profile.onlineState === "offline";
    const goesOffline = status === "offline";
    // A session starts when going live from offline and ends when going offline: both stamp lastCamSession.
    const lastCamSession = wasOffline !== goesOffline ? state.clock : profile.lastCamSession;
    return { ...performer, profile: { ...profile, onlineState: status, onlineStatus: onlineStatusOf(status), lastCamSession } };
  });
  return changed ? { ...state, performers } : state;
};

/** Folds one world event onto the state. `seedState` is what `world.reset` returns to. */
export const reduceWorld = (state: WorldState, event: WorldEvent, seedState: WorldState): WorldState => {
  switch (event.type) {
    case "performer.status.set":
      return setStatus(state, event.username, event.status);
    case "chat.room.signalled":
      // Issue 27: her room closing is her going offline, as on a platform: a join from then on is refused, not let
      // into a room that said it had closed.
      return reduceChat(event.signal === "room-closed" ? setStatus(state, event.performer, "offline") : state, event);
    case "world.clock.advance":
      return { ...state, clock: state.clock + Math.max(0, event.ms) };
    case "world.reset":
      return seedState;
    default:
      if (isPaymentEvent(event)) return reducePayment(state, event);
      if (isDialInEvent(event)) return reduceDialIn(state, event);
      if (isChatEvent(event)) return reduceChat(state, event);
      if (isInboxEvent(event)) return reduceInbox(state, event);
      if (isConfigurationEvent(event)) return reduceConfiguration(state, event, seedState);
      return reduceMember(state, event);
  }
};
