import { SOCKET_CONNECT_TIMEOUT_MS } from "./chat-socket.port";

/**
 * The part of a socket.io-client `Socket` core relies on, so core never imports socket.io-client: the app
 * passes its socket in, tests and the simulator pass a small fake.
 */
export interface MemberSocketPort {
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  off(event: string, listener: (...args: unknown[]) => void): unknown;
  readonly connected: boolean;
  disconnect(): unknown;
}

/** The wire contract of the member socket: socket.io on this namespace and path. */
export const MEMBER_SOCKET_NAMESPACE = "/member";
export const MEMBER_SOCKET_PATH = "/socket.io";

/** Options for `io(baseUrl + MEMBER_SOCKET_NAMESPACE, …)`: websocket transport with reconnection (§9), the token in the handshake. */
export const memberSocketOptions = (token: string) => ({
  path: MEMBER_SOCKET_PATH,
  transports: ["websocket"],
  reconnection: true,
  timeout: SOCKET_CONNECT_TIMEOUT_MS,
  auth: { token },
});
