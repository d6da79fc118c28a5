import type { Result } from "effect";
import { CHAT_SOCKET_WIRE, type ChatSocketEvent, type ChatSocketWireName } from "./chat-socket.schema";
import { wireDecoder, type WireEvents } from "./wire";

/** How each decoded chat wire payload becomes the typed event the chat flow receives (§4 chat events). */
const TO_EVENT: WireEvents<typeof CHAT_SOCKET_WIRE, ChatSocketEvent> = {
  "keep-alive": () => ({ type: "socket.chat.keepAlive" }),
  "host-disconnected": () => ({ type: "socket.chat.hostDisconnected" }),
  "member-disconnected": ({ clientId, reason }) => ({ type: "socket.chat.memberDisconnected", clientId, reason }),
  // No `message: undefined` key: events are logged as JSON (DESIGN §3).
  "accept-vip": ({ message }) => ({ type: "socket.chat.vipAccepted", ...(message === undefined ? {} : { message }) }),
  "stop-vip": () => ({ type: "socket.chat.vipStopped" }),
  "decline-vip": () => ({ type: "socket.chat.vipDeclined" }),
  "vip-disconnect": ({ clientId }) => ({ type: "socket.chat.vipDisconnected", clientId }),
  "chat-switch": ({ mode }) => ({ type: "socket.chat.switched", mode }),
  message: (message) => ({ type: "socket.chat.message", message }),
  tip: (tip) => ({ type: "socket.chat.tip", tip }),
  kick: ({ clientId }) => ({ type: "socket.chat.kicked", clientId }),
  "chat-stopped": ({ reason }) => ({ type: "socket.chat.stopped", reason: reason ?? "default" }),
  "player-error": ({ message }) => ({ type: "socket.chat.playerError", message: message ?? "" }),
  "audio-available": () => ({ type: "socket.chat.media", media: "audio", available: true }),
  "audio-denied": () => ({ type: "socket.chat.media", media: "audio", available: false }),
  "video-available": () => ({ type: "socket.chat.media", media: "video", available: true }),
  "video-denied": () => ({ type: "socket.chat.media", media: "video", available: false }),
  "room-closed": () => ({ type: "socket.chat.roomClosed" }),
  cybertoy: ({ active }) => ({ type: "socket.chat.cybertoy", active }),
  "ft-tip": (tip) => ({ type: "socket.chat.toyTip", tip }),
  "stop-camback": () => ({ type: "socket.chat.cambackStop" }),
  "camback-stopped": () => ({ type: "socket.chat.cambackStopped" }),
};

/** Decodes one chat wire event's payload: the typed event, or why the payload was refused (§8). */
export const decodeChatSocketPayload: (wire: ChatSocketWireName, payload: unknown) => Result.Result<ChatSocketEvent, string> = wireDecoder(
  CHAT_SOCKET_WIRE,
  TO_EVENT,
);
