import type { IncomingMessage, Server as HttpServer } from "node:http";
import type { Http2SecureServer } from "node:http2";
import { Server as SocketServer, type Namespace, type Socket } from "socket.io";
import { CHAT_JOIN_EVENT } from "@camstage/core";
import type { World } from "../world/world";
import type { MemberCrypto } from "../members/member-crypto";
import { MEMBER_NAMESPACE, MEMBER_SOCKET_REFUSED, memberRoom } from "./member-socket";
import { CHAT_NAMESPACE, type ChatEngine } from "../room/chat-engine";
import { wireWorldSockets } from "./world-wiring";

export const SOCKET_PATH = "/socket.io";

/** The label a handshake naming an unknown world is refused with (issue 25). */
export const UNKNOWN_WORLD_LABEL = "notFound.world";

/** What a world's sockets answer: its member socket and its chat engine (each bound to one world). */
export interface WorldSockets {
  /** Checks a member socket's handshake; calls `next` with an error to refuse it. */
  readonly authenticateMember: (socket: Socket, next: (error?: Error) => void) => void;
  readonly connectMember: (socket: Socket) => void;
  readonly connectChat: (socket: Socket) => void;
  readonly chat: ChatEngine;
  /** Closes the transport of a member's member sockets, as a network drop would. */
  readonly dropMember: (member: number) => void;
  /** Closes every socket of this world at the transport (issue 14: an outage; the clients reconnect by themselves). */
  readonly dropAll: () => void;
  readonly dispose: () => void;
}

/** Which world a handshake belongs to: `undefined` when it names one that does not exist. */
export interface SocketWorlds {
  readonly worldOf: (request: IncomingMessage) => { readonly id: string; readonly sockets: WorldSockets; readonly admits: () => boolean } | undefined;
}

/** What a socket keeps of the world it chose at its handshake. */
interface SocketData {
  world?: string;
  sockets?: WorldSockets;
  memberId?: number;
}
const dataOf = (socket: Socket) => socket.data as SocketData;

/**
 * The real socket.io server of the Node host (ARCHITECTURE §2). One server for every world (issue 25): a handshake chooses
 * its world like an HTTP request (header or cookie, `worlds.worldOf`), and each namespace hands the socket to that
 * world's member socket or chat engine. A world refuses new connections during its outage (issue 14) at the transport,
 * which socket.io-client keeps retrying; an unknown world is refused by the namespace with `notFound.world`.
 */
export const attachSocketServer = (
  server: HttpServer | Http2SecureServer, log: (line: string) => void, worlds: SocketWorlds, corsOrigins: readonly string[] = [],
): SocketServer => {
  const io = new SocketServer(server, {
    path: SOCKET_PATH,
    serveClient: false,
    // A site on another origin (the simulator run alone as its platform) connects from there.
    ...(corsOrigins.length > 0 ? { cors: { origin: [...corsOrigins] } } : {}),
    // Leave other upgrade requests alone (Vite's HMR socket shares the server in `npm run dev`).
    destroyUpgrade: false,
    allowRequest: (req, callback) => callback(null, worlds.worldOf(req)?.admits() ?? true),
  });
  io.on("connection", (socket) => {
    log(`socket connected ${socket.id}`);
    socket.on("disconnect", (reason) => log(`socket disconnected ${socket.id} (${reason})`));
  });
  const chooseWorld = (socket: Socket, next: (error?: Error) => void) => {
    const world = worlds.worldOf(socket.request);
    if (world === undefined) return next(new Error(UNKNOWN_WORLD_LABEL));
    dataOf(socket).world = world.id;
    dataOf(socket).sockets = world.sockets;
    return world;
  };
  const member = io.of(MEMBER_NAMESPACE);
  member.use((socket, next) => {
    const world = chooseWorld(socket, next);
    if (world !== undefined) world.sockets.authenticateMember(socket, next);
  });
  member.on("connection", (socket) => dataOf(socket).sockets?.connectMember(socket));
  const chat = io.of(CHAT_NAMESPACE);
  chat.use((socket, next) => {
    if (chooseWorld(socket, next) !== undefined) next();
  });
  chat.on("connection", (socket) => dataOf(socket).sockets?.connectChat(socket));
  return io;
};

/**
 * Binds one world's member socket (§4) and chat engine (§4 chat events, issue 11) to the server's `/member` and `/chat`
 * namespaces. Their rooms are named within the world (`{world}/member:1`), so two worlds' members and rooms never
 * hear each other. The member handshake's `auth.token` is checked like the HTTP Bearer token (refused:
 * `forbidden.token.invalid`); a chat client joins a room by emitting `join` with its join token. The engine's clock
 * (guest time, paid minutes) ticks while the world lives. What the sockets do is `wireWorldSockets` (world-wiring.ts),
 * which the browser host binds too; this binds it to socket.io.
 */
export const bindWorldSockets = (
  io: SocketServer, worldId: string, world: World, options: { crypto: MemberCrypto; now: () => number; log: (line: string) => void },
): WorldSockets => {
  const scope = (room: string) => `${worldId}/${room}`;
  const memberNamespace = io.of(MEMBER_NAMESPACE);
  const chatNamespace = io.of(CHAT_NAMESPACE);
  const wiring = wireWorldSockets(
    world,
    {
      member: {
        emitTo: (room, event, payload) => void memberNamespace.to(scope(room)).emit(event, payload),
        disconnectRoom: (room) => memberNamespace.in(scope(room)).disconnectSockets(true),
      },
      chat: {
        emitTo: (channel, event, payload) => void chatNamespace.to(scope(channel)).emit(event, payload),
        leave: (channel, from) => void chatNamespace.in(scope(channel)).socketsLeave(scope(from)),
        drop: (channel) => dropTransport(chatNamespace, scope(channel)),
      },
    },
    { ...options, every: unrefEvery },
  );
  return {
    authenticateMember: (socket, next) => {
      void wiring.authenticateMember(socket.handshake.auth).then((memberId) => {
        if (memberId === undefined) return next(new Error(MEMBER_SOCKET_REFUSED));
        dataOf(socket).memberId = memberId;
        next();
      });
    },
    connectMember: (socket) => {
      const memberId = dataOf(socket).memberId ?? 0;
      wiring.connectMember(memberId, {
        join: (room) => void socket.join(scope(room)),
        emit: (event, payload) => void socket.emit(event, payload),
        disconnect: () => void socket.disconnect(true),
      }, `${socket.id}, world ${worldId}`);
    },
    connectChat: (socket) => {
      const session = wiring.connectChat((channel) => void socket.join(scope(channel)));
      socket.on(CHAT_JOIN_EVENT, session.join);
      socket.on("disconnect", session.closed);
    },
    chat: wiring.chat,
    dropMember: (id) => dropTransport(memberNamespace, scope(memberRoom(id))),
    dropAll: () => {
      for (const namespace of [memberNamespace, chatNamespace]) {
        for (const socket of namespace.sockets.values()) if (dataOf(socket).world === worldId) socket.conn.close();
      }
    },
    dispose: wiring.dispose,
  };
};

/** The engine's clock on the Node host: an interval that does not keep the process alive. */
const unrefEvery = (task: () => void, ms: number) => {
  const ticker = setInterval(task, ms);
  ticker.unref();
  return () => clearInterval(ticker);
};

/** Closes the underlying connection of the sockets in a room (not a server-side disconnect: that would not reconnect). */
const dropTransport = (namespace: Namespace, room: string) => {
  for (const id of namespace.adapter.rooms.get(room) ?? []) namespace.sockets.get(id)?.conn.close();
};
