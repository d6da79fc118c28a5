import { roomKey } from "./chat-room";

/** The chat engine's namespace (§4 chat events) beside the member socket's `/member`; socket.io's path is the same. */
export const CHAT_NAMESPACE = "/chat";

/** The socket.io rooms the engine talks to: everyone in a performer's room, and one client (its tabs' sockets). */
export const roomChannel = (performer: string) => `room:${roomKey(performer)}`;
export const clientChannel = (clientId: string) => `client:${clientId}`;

/** How many of the room's newest messages a join brings (the lane's backlog; after a drop, what it missed). */
export const JOIN_BACKLOG = 100;
/** A client whose sockets are all gone for this long has left the room (§4 member-disconnected, ping-auth-expired). */
export const DISCONNECT_GRACE_MS = 20_000;
/** The engine's clock ticks this often: guests' free time and the paid minutes (§9). */
export const TICK_MS = 1000;

/** §4 the reasons a client's chat stops that only that client hears (the engine's `no_credits` included). */
export const CLIENT_STOPS = new Set(["guest_expired", "duplicate_session", "no_credits", "paused"]);
