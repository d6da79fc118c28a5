import { Schema } from "effect";

/**
 * Issue 14: what the platform client tells after each call — the platform answered (`platform.reachable`), or it
 * could not be reached (the network, or a gateway's 502/503/504: `platform.unreachable`).
 */
export const PlatformReachEvent = Schema.Union([
  Schema.Struct({ type: Schema.Literal("platform.reachable") }),
  Schema.Struct({ type: Schema.Literal("platform.unreachable") }),
]);
export type PlatformReachEvent = typeof PlatformReachEvent.Type;

/** The events the connection flow hears: the platform's reach, the member socket's own, and the socket closed on logout. */
export type ConnectionEvent =
  | PlatformReachEvent
  | { readonly type: "socket.member.connected" }
  | { readonly type: "socket.member.disconnected"; readonly reason: string }
  | { readonly type: "socket.member.error"; readonly message: string }
  /** The member socket closed on purpose (the token is gone): nothing to wait for. */
  | { readonly type: "connection.socketClosed" };

/** Emitted once the platform and the member socket are back after the visitor was told of the outage. */
export type ConnectionEmitted = { readonly type: "connection.restored" };
