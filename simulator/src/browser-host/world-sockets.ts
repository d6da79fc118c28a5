import { CHAT_JOIN_EVENT } from "@camstage/core";
import type { World } from "../world/world";
import type { MemberCrypto } from "../members/member-crypto";
import { MEMBER_SOCKET_REFUSED, memberRoom } from "../socket/member-socket";
import type { ChatEngine } from "../room/chat-engine";
import { createSocketLink, type SocketLink, type SocketLinkOptions } from "./socket-binding";
import { wireWorldSockets, type WorldWiringOptions } from "../socket/world-wiring";

export interface BrowserWorldSocketsOptions extends Omit<WorldWiringOptions, "log">, Omit<SocketLinkOptions, "log" | "url"> {
  readonly crypto: MemberCrypto;
  /** The origin the site's sockets connect to: the page's own by default (`location.origin`). */
  readonly url?: string;
  readonly log?: (line: string) => void;
}

/**
 * A world's sockets in the page: what `bindWorldSockets` (socket/socket.host.ts) returns for the Node host, minus the
 * socket.io handshake hooks (this binding has one world and calls them itself), plus the MSW handler.
 */
export interface BrowserWorldSockets {
  /** Give it to `setupWorker` beside `createHandlers(world, { crypto })`: the same `crypto`, so the sockets take the site's tokens. */
  readonly handler: SocketLink["handler"];
  readonly link: SocketLink;
  readonly chat: ChatEngine;
  /** Closes the transport of a member's member sockets, as a network drop would. */
  readonly dropMember: (member: number) => void;
  /** Closes every socket at the transport (issue 14: an outage; the clients reconnect by themselves). */
  readonly dropAll: () => void;
  readonly dispose: () => void;
}

/**
 * One world's member socket (§4) and chat engine (issue 11) on the browser binding, as `bindWorldSockets` binds them on
 * socket.io: `/member` checks the handshake's `auth.token` like the HTTP Bearer token (refused with
 * `forbidden.token.invalid`) and joins the member's room; on `/chat` a client joins a room by emitting `join` with
 * its join token and gets the engine's acknowledgement; a closed socket tells the engine. The engine's clock ticks
 * until `dispose`.
 */
export const bindBrowserWorldSockets = (world: World, options: BrowserWorldSocketsOptions): BrowserWorldSockets => {
  const log = options.log ?? (() => {});
  const link = createSocketLink({ ...options, url: options.url ?? globalThis.location.origin, log });
  const wiring = wireWorldSockets(world, { member: link.member, chat: link.chat }, { ...options, log });

  link.member.use((socket, next) => {
    void wiring.authenticateMember(socket.handshake.auth).then((memberId) => {
      if (memberId === undefined) return next(new Error(MEMBER_SOCKET_REFUSED));
      socket.data.memberId = memberId;
      next();
    });
  });
  link.member.onConnection((socket) => {
    wiring.connectMember(Number(socket.data.memberId), {
      join: (room) => socket.join(room),
      emit: (event, payload) => void socket.emit(event, payload),
      disconnect: () => void socket.disconnect(true),
    }, socket.id);
  });
  link.chat.onConnection((socket) => {
    const session = wiring.connectChat((channel) => socket.join(channel));
    socket.on(CHAT_JOIN_EVENT, session.join);
    socket.on("disconnect", session.closed);
  });
  return {
    handler: link.handler,
    link,
    chat: wiring.chat,
    dropMember: (member) => link.member.drop(memberRoom(member)),
    dropAll: link.dropAll,
    dispose: wiring.dispose,
  };
};
