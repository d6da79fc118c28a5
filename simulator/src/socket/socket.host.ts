import type { Server as HttpServer } from "node:http";
import type { Http2SecureServer } from "node:http2";
import { Result } from "effect";
import { Server as SocketServer } from "socket.io";
import type { World } from "../world/world";
import type { MemberCrypto } from "../members/member-crypto";
import { authenticateToken } from "../members/member-auth";
import { createMemberSocket, MEMBER_NAMESPACE, MEMBER_SOCKET_REFUSED, type MemberSocket } from "./member-socket";

export const SOCKET_PATH = "/socket.io";

/** The real socket.io server of the Node host (DESIGN §2); the namespaces are bound separately. */
export const attachSocketServer = (server: HttpServer | Http2SecureServer, log: (line: string) => void): SocketServer => {
  const io = new SocketServer(server, {
    path: SOCKET_PATH,
    serveClient: false,
    // Leave other upgrade requests alone (Vite's HMR socket shares the server in `npm run dev`).
    destroyUpgrade: false,
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
