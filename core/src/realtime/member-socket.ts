import { Result } from "effect";
import { describeReason as describe } from "./wire";
import type { MemberSocketPort } from "./member-socket.port";
import { decodeMemberSocketPayload, MEMBER_SOCKET_WIRE_NAMES, type MemberSocketEvent, type MemberSocketWireName } from "./member-socket.schema";

export interface MemberSocketHandlers {
  readonly onEvent: (event: MemberSocketEvent) => void;
  /** A payload its schema refused: reported, never applied (§8). */
  readonly onInvalid: (wire: MemberSocketWireName, reason: string) => void;
}

/**
 * Listens to every §4 member socket event on the app's socket, decoding each payload; the socket's own
 * connect, disconnect and connect_error pass through as typed events. Returns the unbind function.
 */
export const bindMemberSocket = (port: MemberSocketPort, handlers: MemberSocketHandlers): (() => void) => {
  const listeners: Array<[string, (...args: unknown[]) => void]> = MEMBER_SOCKET_WIRE_NAMES.map((wire) => [
    wire,
    (payload: unknown) => {
      const decoded = decodeMemberSocketPayload(wire, payload);
      if (Result.isSuccess(decoded)) handlers.onEvent(decoded.success);
      else handlers.onInvalid(wire, decoded.failure);
    },
  ]);
  listeners.push(
    ["connect", () => handlers.onEvent({ type: "socket.member.connected" })],
    ["disconnect", (reason: unknown) => handlers.onEvent({ type: "socket.member.disconnected", reason: describe(reason) })],
    ["connect_error", (error: unknown) => handlers.onEvent({ type: "socket.member.error", message: describe(error) })],
  );
  for (const [event, listener] of listeners) port.on(event, listener);
  // Bound after the handshake: the connect was missed, and §4 loads the IVR state on connect.
  if (port.connected) handlers.onEvent({ type: "socket.member.connected" });
  let bound = true;
  return () => {
    if (!bound) return;
    bound = false;
    for (const [event, listener] of listeners) port.off(event, listener);
  };
};

export interface FollowMemberSocketDeps extends MemberSocketHandlers {
  /** The member token now (none for a guest). */
  readonly token: () => string | undefined;
  /** Hears the token change (login, logout, a new token); returns the unsubscribe. */
  readonly onTokenChange: (listener: () => void) => () => void;
  /** Opens the socket for a token: the app's socket.io-client (loaded on first use), a fake in tests. */
  readonly connect: (token: string) => Promise<MemberSocketPort>;
  /** The socket could not be opened (its code failed to load). */
  readonly onConnectFailure: (error: unknown) => void;
}

/**
 * §4 the member socket follows the login: it opens for a member's token, reopens for a new token and closes on
 * logout; a socket that opens after its token changed is closed at once. Returns the stop function.
 */
export const followMemberSocket = (deps: FollowMemberSocketDeps): (() => void) => {
  let current: { token: string; close: () => void } | null = null;
  const follow = () => {
    const token = deps.token();
    if (current?.token === token) return;
    current?.close();
    current = null;
    if (token === undefined) return;
    let closed = false;
    let close = () => void (closed = true);
    current = { token, close: () => close() };
    deps.connect(token).then(
      (port) => {
        if (closed) {
          port.disconnect();
          return;
        }
        const unbind = bindMemberSocket(port, deps);
        close = () => {
          unbind();
          port.disconnect();
        };
      },
      (error: unknown) => deps.onConnectFailure(error),
    );
  };
  follow();
  const unsubscribe = deps.onTokenChange(follow);
  return () => {
    unsubscribe();
    current?.close();
    current = null;
  };
};
