import type { Server as HttpServer } from "node:http";
import type { Http2SecureServer } from "node:http2";
import { Server as SocketServer } from "socket.io";

export const SOCKET_PATH = "/socket.io";

/**
 * The real socket.io server of the Node host (DESIGN §2). It only logs connections for now; the member
 * socket and chat engine events of §4 are added by later issues.
 */
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
