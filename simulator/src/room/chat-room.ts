import type { WorldState } from "../world/world.schema";
import type { ChatRoom, ChatViewer } from "./chat.schema";
import { roomDefaults } from "./room-defaults";

/** Rooms are keyed by the performer's username in lower case. */
export const roomKey = (performer: string) => performer.toLowerCase();

const profileIn = (state: WorldState, performer: string) => state.performers.find((p) => roomKey(p.profile.username) === roomKey(performer))?.profile;

/** The performer's status (§4) as the state has it. */
export const statusIn = (state: WorldState, performer: string) => profileIn(state, performer)?.onlineState;

const emptyRoom = (state: WorldState, performer: string): ChatRoom => {
  const profile = profileIn(state, performer);
  const defaults = roomDefaults(state.seed, { username: performer, cybertoy: profile?.cybertoy ?? 0 });
  return { performer, viewers: [], messages: [], tips: [], keys: [], vip: null, ...defaults };
};

/** A performer's room as it is, or as it would start (its seeded toy, menu and goal) when nobody used it yet. */
export const roomIn = (state: WorldState, performer: string): ChatRoom => state.rooms[roomKey(performer)] ?? emptyRoom(state, performer);

export const withRoom = (state: WorldState, performer: string, change: (room: ChatRoom) => ChatRoom): WorldState => {
  const room = roomIn(state, performer);
  const next = change(room);
  return next === room ? state : { ...state, rooms: { ...state.rooms, [roomKey(performer)]: next } };
};

export const withViewer = (room: ChatRoom, clientId: string, change: (viewer: ChatViewer) => ChatViewer): ChatRoom =>
  room.viewers.some((v) => v.clientId === clientId) ? { ...room, viewers: room.viewers.map((v) => (v.clientId === clientId ? change(v) : v)) } : room;

/** The key a member's idempotency key is kept under in a room. */
export const memberKey = (member: number, key: string) => `${member}:${key}`;
