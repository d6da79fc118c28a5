import type { WorldState } from "../world/world.schema";
import { ROOM_MESSAGE_LIMIT, type ChatViewer, type ChatWorldEvent } from "./chat.schema";
import { withRoom, withViewer } from "./chat-room";
import { reduceTips } from "./tips.reducer";
import { reduceVip } from "./vip.reducer";

/** Folds a chat world event onto the state: joins, leaves, kicks, what was said (once per client message id), tips and VIP. */
export const reduceChat = (state: WorldState, event: ChatWorldEvent): WorldState => {
  switch (event.type) {
    case "chat.room.joined":
      return withRoom(state, event.performer, (room) => {
        // The same client joining again (a reconnect) replaces its entry and keeps its times: no new free time, no
        // second charge for the minute it paid.
        const was = room.viewers.find((v) => v.clientId === event.clientId);
        const viewer: ChatViewer = {
          clientId: event.clientId, member: event.member, nickname: event.nickname, kicked: false,
          joinedAt: was?.joinedAt ?? event.at, paidUntil: was?.paidUntil ?? null, camback: was?.camback ?? false,
        };
        return { ...room, viewers: [...room.viewers.filter((v) => v.clientId !== event.clientId), viewer] };
      });
    case "chat.room.left":
      return withRoom(state, event.performer, (room) =>
        room.viewers.some((v) => v.clientId === event.clientId) ? { ...room, viewers: room.viewers.filter((v) => v.clientId !== event.clientId) } : room,
      );
    case "chat.room.kicked":
      return withRoom(state, event.performer, (room) => withViewer(room, event.clientId, (v) => ({ ...v, kicked: true, camback: false })));
    case "chat.room.renamed":
      return withRoom(state, event.performer, (room) => withViewer(room, event.clientId, (v) => ({ ...v, nickname: event.nickname })));
    case "chat.camback.set":
      return withRoom(state, event.performer, (room) => withViewer(room, event.clientId, (v) => (v.camback === event.on ? v : { ...v, camback: event.on })));
    case "chat.room.charged": {
      const charged = withRoom(state, event.performer, (room) => withViewer(room, event.clientId, (v) => ({ ...v, paidUntil: event.until })));
      // Credits never go below zero (§9): the engine charges only what is there.
      const members = charged.members.map((m) => (m.id === event.member ? { ...m, credits: Math.max(0, m.credits - event.credits) } : m));
      return { ...charged, members };
    }
    case "chat.room.signalled":
      // The performer's side ends the room for everyone (player-error and stop-camback only tell the clients).
      return event.signal === "player-error" || event.signal === "stop-camback" ? state : withRoom(state, event.performer, (room) => (room.viewers.length === 0 ? room : { ...room, viewers: [] }));
    case "chat.room.said":
      return withRoom(state, event.performer, (room) => {
        // A client's retry of what it said (issue 27: keyed by the sender too; every viewer hears each message's client
        // message id, and one who sent the next id in another's sequence would otherwise swallow that member's message).
        const repeat = event.clientMessageId !== null && room.messages.some((m) => m.clientMessageId === event.clientMessageId && m.clientId === event.clientId);
        if (repeat || room.messages.some((m) => m.id === event.id)) return room;
        // Strictly later than the last message, so the room's order is its time order (a lane sorts by it).
        const last = room.messages.at(-1);
        const at = last === undefined ? event.at : Math.max(event.at, last.at + 1);
        const message = { id: event.id, messageType: event.messageType, sender: event.sender, text: event.text, at, clientId: event.clientId, clientMessageId: event.clientMessageId };
        const messages = [...room.messages, message];
        return { ...room, messages: messages.length > ROOM_MESSAGE_LIMIT ? messages.slice(messages.length - ROOM_MESSAGE_LIMIT) : messages };
      });
    case "chat.settings.set":
      return {
        ...state,
        chatSettings: {
          guestSeconds: event.guestSeconds ?? state.chatSettings.guestSeconds,
          bots: event.bots ?? state.chatSettings.bots,
          joinDelayMs: event.joinDelayMs ?? state.chatSettings.joinDelayMs,
        },
      };
    case "chat.tip.given":
    case "chat.toy.set":
    case "chat.menu.set":
    case "chat.goal.set":
      return reduceTips(state, event);
    case "chat.vip.requested":
    case "chat.vip.accepted":
    case "chat.vip.charged":
    case "chat.vip.ended":
    case "chat.vip.priceSet":
      return reduceVip(state, event);
  }
};
