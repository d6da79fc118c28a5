import { Result } from "effect";
import { CHAT_SOCKET_WIRE, CHAT_SOCKET_WIRE_NAMES, type ChatSocketEvent, type ChatSocketWireName } from "./chat-socket.schema";
import { describeReason, wireDecoder, type WireEvents } from "./wire";
import type { ChatSocketPort } from "./chat-socket.port";

/** How each decoded chat wire payload becomes the typed event the chat flow receives (§4 chat events). */
const TO_EVENT: WireEvents<typeof CHAT_SOCKET_WIRE, ChatSocketEvent> = {
  "keep-alive": () => ({ type: "socket.chat.keepAlive" }),
  "host-disconnected": () => ({ type: "socket.chat.hostDisconnected" }),
  "member-disconnected": ({ clientId, reason }) => ({ type: "socket.chat.memberDisconnected", clientId, reason }),
  // No `message: undefined` key: events are logged as JSON (ARCHITECTURE §3).
  "accept-vip": ({ message, startedAt, price }) => ({
    type: "socket.chat.vipAccepted",
    ...(message === undefined ? {} : { message }),
    ...(startedAt === undefined ? {} : { startedAt }),
    ...(price === undefined ? {} : { price }),
  }),
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
  "tip-goal": ({ goal }) => ({ type: "socket.chat.goal", goal }),
  "tip-menu": ({ items }) => ({ type: "socket.chat.menu", items }),
};

/** Decodes one chat wire event's payload: the typed event, or why the payload was refused (§8). */
export const decodeChatSocketPayload: (wire: ChatSocketWireName, payload: unknown) => Result.Result<ChatSocketEvent, string> = wireDecoder(
  CHAT_SOCKET_WIRE,
  TO_EVENT,
);

export interface ChatSocketHandlers {
  readonly onEvent: (event: ChatSocketEvent) => void;
  /** A payload its schema refused: reported, never applied (§8). */
  readonly onInvalid: (wire: ChatSocketWireName, reason: string) => void;
}

/**
 * Listens to every §4 chat event on the app's socket, decoding each payload; the socket's own connect and disconnect
 * pass through as typed events (§4 socket disconnected and reconnected: the flow rejoins). A disconnect the server
 * asked for does not reconnect by itself in socket.io: the socket is reconnected, as after any drop. Returns the
 * unbind function.
 */
export const bindChatSocket = (port: ChatSocketPort, handlers: ChatSocketHandlers): (() => void) => {
  let connectedBefore = port.connected;
  const listeners: Array<[string, (...args: unknown[]) => void]> = CHAT_SOCKET_WIRE_NAMES.map((wire) => [
    wire,
    (payload: unknown) => {
      const decoded = decodeChatSocketPayload(wire, payload);
      if (Result.isSuccess(decoded)) handlers.onEvent(decoded.success);
      else handlers.onInvalid(wire, decoded.failure);
    },
  ]);
  listeners.push(
    [
      "connect",
      () => {
        handlers.onEvent({ type: connectedBefore ? "socket.chat.reconnected" : "socket.chat.connected" });
        connectedBefore = true;
      },
    ],
    [
      "disconnect",
      (reason: unknown) => {
        handlers.onEvent({ type: "socket.chat.disconnected", reason: describeReason(reason) });
        if (reason === "io server disconnect") port.connect();
      },
    ],
  );
  for (const [event, listener] of listeners) port.on(event, listener);
  return () => {
    for (const [event, listener] of listeners) port.off(event, listener);
  };
};
