import type { ChatJoinAck } from "@camstage/core";
import type { MemberCrypto } from "../members/member-crypto";

/** The server side of the chat socket (ARCHITECTURE §2): socket.io in the Node host, a fake in tests. */
export interface ChatEngineServer {
  readonly emitTo: (channel: string, event: string, payload: unknown) => void;
  /** The sockets in `channel` stop hearing `from` (a client whose chat ended). */
  readonly leave: (channel: string, from: string) => void;
  /** Closes the transport of the sockets in `channel`, as a network drop would: clients reconnect by themselves. */
  readonly drop: (channel: string) => void;
}

/** One socket that asked to join. */
export interface ChatConnection {
  readonly join: (channel: string) => void;
}

export interface ChatEngineOptions {
  readonly crypto: MemberCrypto;
  /** The host's clock (ms): the world clock plus the time since the host started. */
  readonly now: () => number;
  /** Runs `task` after `ms` (real timers in the host, fake ones in tests); returns the cancel function. */
  readonly later?: (task: () => void, ms: number) => () => void;
  readonly log?: (line: string) => void;
}

export interface ChatEngine {
  /** §4 chat join: the handshake's request and the socket; the acknowledgement to send back. */
  readonly join: (request: unknown, connection: ChatConnection) => Promise<{ ack: ChatJoinAck; clientId?: string }>;
  /** A socket of the client went away; after the grace time without another one, the client has left the room. */
  readonly socketClosed: (clientId: string) => void;
  /** QA: drops the sockets of a member's clients, of a room's clients, or all; how many clients were dropped. */
  readonly drop: (filter: { member?: number; performer?: string }) => number;
  /** One step of the engine's clock: guests past their free time leave, paid minutes are charged (§9). */
  readonly tick: () => void;
  readonly dispose: () => void;
}
