import type { Server as HttpServer } from "node:http";
import type { Http2SecureServer } from "node:http2";
import { Result } from "effect";
import { Server as SocketServer, type Namespace } from "socket.io";
import { CHAT_JOIN_EVENT } from "@camstage/core";
import type { World } from "../world/world";
import type { MemberCrypto } from "../members/member-crypto";
import { authenticateToken } from "../members/member-auth";
import { createMemberSocket, MEMBER_NAMESPACE, MEMBER_SOCKET_REFUSED, memberRoom, type MemberSocket } from "./member-socket";
import { CHAT_NAMESPACE, createChatEngine, TICK_MS, type ChatEngine } from "../chat/chat-engine";

export const SOCKET_PATH = "/socket.io";

/**
 * The real socket.io server of the Node host (DESIGN §2); the namespaces are bound separately. `admits` says whether
 * it takes new connections now (not during a simulated outage, issue 14).
 */
export const attachSocketServer = (
  server: HttpServer | Http2SecureServer, log: (line: string) => void, corsOrigins: readonly string[] = [], admits: () => boolean = () => true,
): SocketServer => {
  const io = new SocketServer(server, {
    path: SOCKET_PATH,
    serveClient: false,
    // A site on another origin (the simulator run alone as its platform) connects from there.
    ...(corsOrigins.length > 0 ? { cors: { origin: [...corsOrigins] } } : {}),
    // Leave other upgrade requests alone (Vite's HMR socket shares the server in `npm run dev`).
    destroyUpgrade: false,
    // A refused handshake is a transport error, which socket.io-client keeps retrying (a namespace middleware's error
    // would stop it).
    allowRequest: (_req, callback) => callback(null, admits()),
  });
  io.on("connection", (socket) => {
    log(`socket connected ${socket.id}`);
    socket.on("disconnect", (reason) => log(`socket disconnected ${socket.id} (${reason})`));
  });
  return io;
};

/**
 * Binds the member socket (§4) to socket.io's `/member` namespace: the handshake's `auth.token` is checked like
 * the HTTP Bearer token; refused connections get `connect_error` with message `forbidden.token.invalid`.
 */
export const bindMemberSocket = (io: SocketServer, world: World, crypto: MemberCrypto, log: (line: string) => void): MemberSocket => {
  const namespace = io.of(MEMBER_NAMESPACE);
  const member = createMemberSocket(
    world,
    async (token) => {
      const found = await authenticateToken(world, crypto, token);
      return Result.isSuccess(found) ? found.success : undefined;
    },
    {
      emitTo: (room, event, payload) => void namespace.to(room).emit(event, payload),
      disconnectRoom: (room) => namespace.in(room).disconnectSockets(true),
    },
  );
  namespace.use((socket, next) => {
    member.authenticate(socket.handshake.auth).then(
      (memberId) => {
        if (memberId === undefined) return next(new Error(MEMBER_SOCKET_REFUSED));
        (socket.data as { memberId?: number }).memberId = memberId;
        next();
      },
      () => next(new Error(MEMBER_SOCKET_REFUSED)),
    );
  });
  namespace.on("connection", (socket) => {
    const memberId = (socket.data as { memberId?: number }).memberId ?? 0;
    const accepted = member.connect(memberId, {
      join: (room) => void socket.join(room),
      emit: (event, payload) => void socket.emit(event, payload),
      disconnect: () => void socket.disconnect(true),
    });
    if (accepted) log(`member ${memberId} connected to ${MEMBER_NAMESPACE} (${socket.id})`);
  });
  return member;
};

/**
 * Binds the chat engine (§4 chat events, issue 11) to socket.io's `/chat` namespace: a client joins a room by emitting
 * `join` with its join token and gets the acknowledgement (the auth token, the stream, the room's recent messages).
 * The engine's clock (guest time, paid minutes) ticks while the host runs.
 */
export const bindChatSocket = (
  io: SocketServer, world: World, options: { crypto: MemberCrypto; now: () => number; log: (line: string) => void },
): ChatEngine & { dropMember: (member: number) => void } => {
  const namespace = io.of(CHAT_NAMESPACE);
  const engine = createChatEngine(
    world,
    {
      emitTo: (channel, event, payload) => void namespace.to(channel).emit(event, payload),
      leave: (channel, from) => void namespace.in(channel).socketsLeave(from),
      drop: (channel) => dropTransport(namespace, channel),
    },
    { crypto: options.crypto, now: options.now, log: options.log },
  );
  namespace.on("connection", (socket) => {
    let clientId: string | undefined;
    socket.on(CHAT_JOIN_EVENT, (request: unknown, ack: unknown) => {
      if (typeof ack !== "function") return;
      void engine.join(request, { join: (channel) => void socket.join(channel) }).then(
        (joined) => {
          if (joined.clientId !== undefined && joined.clientId !== clientId) {
            if (clientId !== undefined) engine.socketClosed(clientId);
            clientId = joined.clientId;
          }
          (ack as (answer: unknown) => void)(joined.ack);
        },
        (error: unknown) => {
          options.log(`chat join failed: ${String(error)}`);
          (ack as (answer: unknown) => void)({ ok: false, label: "serviceUnavailable.chat" });
        },
      );
    });
    socket.on("disconnect", () => {
      if (clientId !== undefined) engine.socketClosed(clientId);
    });
  });
  const ticker = setInterval(() => engine.tick(), TICK_MS);
  ticker.unref();
  const memberNamespace = io.of(MEMBER_NAMESPACE);
  return {
    ...engine,
    dropMember: (member) => dropTransport(memberNamespace, memberRoom(member)),
    dispose: () => {
      clearInterval(ticker);
      engine.dispose();
    },
  };
};

/**
 * Issue 14: closes every member and chat socket's connection, as a platform restart does. The clients see "transport
 * close" and reconnect by themselves (a server-side disconnect would leave them disconnected).
 */
export const dropAllTransports = (io: SocketServer): void => {
  for (const name of [MEMBER_NAMESPACE, CHAT_NAMESPACE]) for (const socket of io.of(name).sockets.values()) socket.conn.close();
};

/** Closes the underlying connection of the sockets in a room (not a server-side disconnect: that would not reconnect). */
const dropTransport = (namespace: Namespace, room: string) => {
  for (const id of namespace.adapter.rooms.get(room) ?? []) namespace.sockets.get(id)?.conn.close();
};
