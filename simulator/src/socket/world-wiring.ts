import { Result } from "effect";
import type { World } from "../world/world";
import { authenticateToken } from "../members/member-auth";
import { createMemberSocket, MEMBER_NAMESPACE, type MemberSocketConnection, type MemberSocketServer } from "./member-socket";
import { createChatEngine, TICK_MS, type ChatEngine, type ChatEngineOptions, type ChatEngineServer } from "../room/chat-engine";

export interface WorldWiringOptions extends ChatEngineOptions {
  readonly log: (line: string) => void;
  /** Runs `task` every `ms` (the engine's clock); answers the stop. A plain interval by default (the Node host unrefs its own). */
  readonly every?: (task: () => void, ms: number) => () => void;
}

/** What one chat socket does: its `join` listener (the request and the transport's acknowledgement) and its `disconnect` listener. */
export interface ChatSocketSession {
  readonly join: (request: unknown, ack: unknown) => void;
  readonly closed: () => void;
}

/**
 * One world's member socket (§4) and chat engine (§4 chat events, issue 11) with no transport: what a host binds to its
 * sockets, the one copy of it (ARCHITECTURE §2: each written once against a small port). The Node host's
 * `bindWorldSockets` (socket.host.ts) binds it to socket.io, the browser host's `bindBrowserWorldSockets`
 * (browser-host/world-sockets.ts) to its MSW socket link; each names the rooms and logs the socket its own way.
 */
export interface WorldWiring {
  readonly chat: ChatEngine;
  /**
   * A handshake's `auth`: its `token` checked like the HTTP Bearer token; the member it names, or undefined (a bad token,
   * a failed check) to refuse it with `MEMBER_SOCKET_REFUSED`. Never rejects.
   */
  readonly authenticateMember: (auth: unknown) => Promise<number | undefined>;
  /** Joins the member's room and sends the credits (a member deleted since the handshake is disconnected); `where` names the socket in the log. */
  readonly connectMember: (memberId: number, connection: MemberSocketConnection, where: string) => boolean;
  /**
   * A chat socket, which joins a channel with `joinChannel`: `join` answers each join with the engine's acknowledgement
   * (an `ack` that is not a function is ignored; a failed join answers `serviceUnavailable.chat`) and follows the client
   * id it names (a new one closes the previous); `closed` tells the engine the socket went.
   */
  readonly connectChat: (joinChannel: (channel: string) => void) => ChatSocketSession;
  /** Stops the clock and the following of the world. */
  readonly dispose: () => void;
}

const plainEvery = (task: () => void, ms: number) => {
  const timer = globalThis.setInterval(task, ms);
  return () => globalThis.clearInterval(timer);
};

/** Wires one world to a host's two namespaces; the engine's clock (guest time, paid minutes) ticks until `dispose`. */
export const wireWorldSockets = (
  world: World, servers: { readonly member: MemberSocketServer; readonly chat: ChatEngineServer }, options: WorldWiringOptions,
): WorldWiring => {
  const member = createMemberSocket(
    world,
    async (token) => {
      const found = await authenticateToken(world, options.crypto, token);
      return Result.isSuccess(found) ? found.success : undefined;
    },
    servers.member,
  );
  const engine = createChatEngine(world, servers.chat, options);
  const stopTicking = (options.every ?? plainEvery)(() => engine.tick(), TICK_MS);
  return {
    chat: engine,
    authenticateMember: (auth) => member.authenticate(auth).catch(() => undefined),
    connectMember: (memberId, connection, where) => {
      const accepted = member.connect(memberId, connection);
      if (accepted) options.log(`member ${memberId} connected to ${MEMBER_NAMESPACE} (${where})`);
      return accepted;
    },
    connectChat: (joinChannel) => {
      let clientId: string | undefined;
      return {
        join: (request, ack) => {
          if (typeof ack !== "function") return;
          const answer = ack as (answer: unknown) => void;
          void engine.join(request, { join: joinChannel }).then(
            (joined) => {
              if (joined.clientId !== undefined && joined.clientId !== clientId) {
                if (clientId !== undefined) engine.socketClosed(clientId);
                clientId = joined.clientId;
              }
              answer(joined.ack);
            },
            (error: unknown) => {
              options.log(`chat join failed: ${String(error)}`);
              answer({ ok: false, label: "serviceUnavailable.chat" });
            },
          );
        },
        closed: () => {
          if (clientId !== undefined) engine.socketClosed(clientId);
        },
      };
    },
    dispose: () => {
      stopTicking();
      member.dispose();
      engine.dispose();
    },
  };
};
