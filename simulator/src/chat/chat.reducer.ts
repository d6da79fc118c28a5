import type { WorldState } from "../world/world.schema";
import { ROOM_MESSAGE_LIMIT, type ChatRoom, type ChatWorldEvent } from "./chat.schema";

/** Rooms are keyed by the performer's username in lower case. */
export const roomKey = (performer: string) => performer.toLowerCase();
const emptyRoom = (performer: string): ChatRoom => ({ performer, viewers: [], messages: [] });

const withRoom = (state: WorldState, performer: string, change: (room: ChatRoom) => ChatRoom): WorldState => {
  const key = roomKey(performer);
  const room = state.rooms[key] ?? emptyRoom(performer);
  const next = change(room);
  return next === room ? state : { ...state, rooms: { ...state.rooms, [key]: next } };
};

/** Folds a chat world event onto the state: joins, leaves, kicks, what was said (once per client message id). */
export const reduceChat = (state: WorldState, event: ChatWorldEvent): WorldState => {
  switch (event.type) {
    case "chat.room.joined":
      return withRoom(state, event.performer, (room) => ({
        ...room,
        // The same client joining again (a reconnect) replaces its entry.
        viewers: [...room.viewers.filter((v) => v.clientId !== event.clientId), { clientId: event.clientId, member: event.member, nickname: event.nickname, kicked: false }],
      }));
    case "chat.room.left":
      return withRoom(state, event.performer, (room) =>
        room.viewers.some((v) => v.clientId === event.clientId) ? { ...room, viewers: room.viewers.filter((v) => v.clientId !== event.clientId) } : room,
      );
    case "chat.room.kicked":
      return withRoom(state, event.performer, (room) =>
        room.viewers.some((v) => v.clientId === event.clientId) ? { ...room, viewers: room.viewers.map((v) => (v.clientId === event.clientId ? { ...v, kicked: true } : v)) } : room,
      );
    case "chat.room.said":
      return withRoom(state, event.performer, (room) => {
        const repeat = event.clientMessageId !== null && room.messages.some((m) => m.clientMessageId === event.clientMessageId);
        if (repeat || room.messages.some((m) => m.id === event.id)) return room;
        const message = { id: event.id, messageType: event.messageType, sender: event.sender, text: event.text, at: state.clock, clientMessageId: event.clientMessageId };
        const messages = [...room.messages, message];
        return { ...room, messages: messages.length > ROOM_MESSAGE_LIMIT ? messages.slice(messages.length - ROOM_MESSAGE_LIMIT) : messages };
      });
    case "chat.settings.set":
      return {
        ...state,
        chatSettings: {
          guestSeconds: event.guestSeconds ?? state.chatSettings.guestSeconds,
          bots: event.bots ?? state.chatSettings.bots,
        },
      };
  }
};
