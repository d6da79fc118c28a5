/**
 * The part of a socket.io-client `Socket` the chat flow relies on, so core never imports socket.io-client: the app
 * passes its socket in, tests pass a small fake.
 */
export interface ChatSocketPort {
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  off(event: string, listener: (...args: unknown[]) => void): unknown;
  /** An emit whose acknowledgement is awaited, failing after `ms` (socket.io's `timeout(ms).emitWithAck`). */
  timeout(ms: number): { emitWithAck(event: string, payload: unknown): Promise<unknown> };
  readonly connected: boolean;
  connect(): unknown;
  disconnect(): unknown;
}

/** The wire contract of the chat engine: socket.io on this namespace and path. */
export const CHAT_SOCKET_NAMESPACE = "/chat";
export const CHAT_SOCKET_PATH = "/socket.io";
/** How long the engine has to acknowledge a join before the flow calls it failed. */
export const CHAT_JOIN_TIMEOUT_MS = 10_000;

/**
 * How long one connection attempt of a socket may take before it is given up and the next one starts. socket.io's
 * default is 20 s: a handshake that the network swallowed (a phone between networks; Chromium keeps a WebSocket
 * handshake that was under way as the page went offline waiting for ever) held "Reconnecting…" up that long after the
 * network was back.
 */
export const SOCKET_CONNECT_TIMEOUT_MS = 5_000;

/** Options for `io(baseUrl + CHAT_SOCKET_NAMESPACE, …)`: websocket transport, reconnecting by itself (§4 reconnect rejoins). */
export const chatSocketOptions = () => ({
  path: CHAT_SOCKET_PATH,
  transports: ["websocket"],
  reconnection: true,
  reconnectionDelay: 500,
  reconnectionDelayMax: 5000,
  timeout: SOCKET_CONNECT_TIMEOUT_MS,
  // One connection per room: leaving closes it, the next room opens its own.
  forceNew: true,
});
