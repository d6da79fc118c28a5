import type { ChatSocketEventType } from "./chat-socket.schema";

/**
 * The type of every event the chat flow receives from the room's socket (§4 chat events), as plain data: the routing
 * table names them without loading the schemas with the first page (DESIGN §6). A test keeps it equal to the schema's.
 */
export const CHAT_SOCKET_EVENT_TYPES = [
  "socket.chat.connected",
  "socket.chat.disconnected",
  "socket.chat.reconnected",
  "socket.chat.keepAlive",
  "socket.chat.hostDisconnected",
  "socket.chat.memberDisconnected",
  "socket.chat.vipAccepted",
  "socket.chat.vipStopped",
  "socket.chat.vipDeclined",
  "socket.chat.vipDisconnected",
  "socket.chat.switched",
  "socket.chat.message",
  "socket.chat.tip",
  "socket.chat.kicked",
  "socket.chat.stopped",
  "socket.chat.playerError",
  "socket.chat.media",
  "socket.chat.roomClosed",
  "socket.chat.cybertoy",
  "socket.chat.toyTip",
  "socket.chat.cambackStop",
  "socket.chat.cambackStopped",
  "socket.chat.goal",
  "socket.chat.menu",
] as const satisfies readonly ChatSocketEventType[];
